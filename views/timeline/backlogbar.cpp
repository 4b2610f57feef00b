#include "timeline/backlogbar.h"

#include "timeline/timelinepainter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The lanes' sign for "expired, still visible", so the count reads as the hatched lanes below.
class ExpiredSwatch : public QWidget
{
public:
    QSize sizeHint() const override
    {
        const int height = fontMetrics().height();
        return {int(height * 1.6), height};
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        drawStateSwatch(painter, LaneState::Expired, rect(), TimelineColors::forPalette(palette()));
    }
};

} // namespace

QString backlogText(int expired, const LifetimesRead &read)
{
    if (!read.scannedCount)
        return {};
    const QLocale locale;
    QStringList parts{BacklogBar::tr("%n item(s) expired but not yet deleted: the service's TTL "
                                     "backlog",
                                     nullptr, expired)};
    if (read.truncated)
        parts << BacklogBar::tr("first %1 items read").arg(locale.toString(*read.scannedCount));
    else
        parts << BacklogBar::tr("%n item(s) read", nullptr, int(*read.scannedCount));
    if (read.capacityUnits)
        parts << BacklogBar::tr("%1 read units").arg(locale.toString(*read.capacityUnits, 'f', 1));
    return parts.join(u" · "_s);
}

BacklogBar::BacklogBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"backlogBar"_s);
    m_text = new QLabel;
    m_text->setObjectName(u"backlogText"_s);
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(new ExpiredSwatch, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    setVisible(false);
}

void BacklogBar::showRead(const LifetimesModel &model, qint64 nowMs)
{
    const QString text = backlogText(expiredNotDeleted(model.lifetimes(), nowMs), model.lastRead());
    m_text->setText(text);
    setVisible(!text.isEmpty());
}

QString BacklogBar::text() const
{
    return m_text->text();
}

} // namespace lw
