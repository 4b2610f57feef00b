#include "inspector/eventualreadnote.h"

#include "common/attributetext.h"
#include "common/clocktext.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString valueText(const QJsonObject &item, const QString &name)
{
    if (!item.contains(name))
        return EventualReadNote::tr("(none)");
    return attributeDisplayText(item.value(name).toObject(), 24);
}

// "status: on loan → returned", for the top-level attributes the two versions disagree on, in
// name order, at most three of them.
QString differences(const QJsonObject &previous, const QJsonObject &latest)
{
    QStringList names = previous.keys() + latest.keys();
    names.sort();
    names.removeDuplicates();
    QStringList lines;
    qsizetype more = 0;
    for (const QString &name : names) {
        if (previous.value(name) == latest.value(name))
            continue;
        if (lines.size() == 3) {
            ++more;
            continue;
        }
        lines << EventualReadNote::tr("%1: %2 → %3")
                     .arg(name, valueText(previous, name), valueText(latest, name));
    }
    if (more > 0)
        lines << EventualReadNote::tr("and %n more", nullptr, int(more));
    return lines.join(u"\n"_s);
}

} // namespace

QString EventualReadNote::textFor(const QJsonObject &response)
{
    if (!response.value(u"MayBeStale"_s).toBool())
        return {};
    const QString until = utcMillisText(response.value(u"StaleUntilMillis"_s).toInteger());
    const QString written = utcMillisText(response.value(u"WrittenAtMillis"_s).toInteger());
    const bool hasLatest = response.contains(u"Item"_s);
    const bool hasPrevious = response.contains(u"PreviousItem"_s);
    if (!hasPrevious)
        return tr("Written at %1: until %2 UTC an eventually consistent read may still find no "
                  "item. ConsistentRead finds it.")
            .arg(written, until);
    if (!hasLatest)
        return tr("Deleted at %1: until %2 UTC an eventually consistent read may still return "
                  "it. ConsistentRead does not.")
            .arg(written, until);
    return tr("Written at %1: until %2 UTC an eventually consistent read may still return the "
              "previous version (ConsistentRead returns this one):\n%3")
        .arg(written, until,
             differences(response.value(u"PreviousItem"_s).toObject(),
                         response.value(u"Item"_s).toObject()));
}

EventualReadNote::EventualReadNote(QWidget *parent) : QLabel(parent)
{
    setObjectName(u"eventualReadNote"_s);
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setContentsMargins(6, 4, 6, 4);
    // The toolTip colours: a note, not an error, and readable in either palette.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setFrameShape(QFrame::StyledPanel);
    hide();
}

void EventualReadNote::setResponse(const QJsonObject &response)
{
    const QString text = textFor(response);
    setText(text);
    setVisible(!text.isEmpty());
}

} // namespace lw
