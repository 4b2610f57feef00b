#include "changes/imagediff.h"

#include "common/attributetext.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The translation context of the texts below, as lupdate reads it.
struct ImageDiff
{
    Q_DECLARE_TR_FUNCTIONS(lw::ImageDiff)
};

} // namespace

QList<AttributeChange> diffImages(const QJsonObject &oldImage, const QJsonObject &newImage)
{
    QStringList names = oldImage.keys() + newImage.keys();
    names.sort();
    names.removeDuplicates();

    QList<AttributeChange> changes;
    for (const QString &name : std::as_const(names)) {
        const QJsonObject oldValue = oldImage.value(name).toObject();
        const QJsonObject newValue = newImage.value(name).toObject();
        if (!oldImage.contains(name)) {
            changes.append(
                {name, {}, attributeDisplayText(newValue), AttributeChange::Kind::Added});
        } else if (!newImage.contains(name)) {
            changes.append(
                {name, attributeDisplayText(oldValue), {}, AttributeChange::Kind::Removed});
        } else if (oldValue != newValue) {
            QString oldText = attributeDisplayText(oldValue);
            QString newText = attributeDisplayText(newValue);
            if (oldText == newText) {
                oldText = ImageDiff::tr("%1 (%2)").arg(oldText, attributeType(oldValue));
                newText = ImageDiff::tr("%1 (%2)").arg(newText, attributeType(newValue));
            }
            changes.append({name, oldText, newText, AttributeChange::Kind::Changed});
        }
    }
    return changes;
}

QString describe(const QList<AttributeChange> &changes)
{
    QStringList changed, added, removed;
    for (const AttributeChange &change : changes) {
        switch (change.kind) {
        case AttributeChange::Kind::Changed:
            changed
                << ImageDiff::tr("%1: %2 → %3").arg(change.name, change.oldText, change.newText);
            break;
        case AttributeChange::Kind::Added:
            added << ImageDiff::tr("%1: %2").arg(change.name, change.newText);
            break;
        case AttributeChange::Kind::Removed:
            removed << ImageDiff::tr("%1: %2").arg(change.name, change.oldText);
            break;
        }
    }
    QStringList groups = changed;
    if (!added.isEmpty())
        groups << ImageDiff::tr("+ %1").arg(added.join(u", "_s));
    if (!removed.isEmpty())
        groups << ImageDiff::tr("− %1").arg(removed.join(u", "_s));
    return groups.join(u"; "_s);
}

} // namespace lw
