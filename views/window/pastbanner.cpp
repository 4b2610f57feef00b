#include "window/pastbanner.h"

#include "common/clocktext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace lw {

PastBanner::PastBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(u"pastBanner"_s);
    // Amber with black text: unmistakable from the back of a room and on a washed-out projector,
    // and not red, which the panes keep for errors and deletions. A palette rather than a style
    // sheet: a style sheet would stop the window's larger font from reaching the buttons.
    QPalette amber = palette();
    amber.setColor(QPalette::Window, QColor(0xff, 0xc8, 0x3d));
    amber.setColor(QPalette::WindowText, Qt::black);
    setPalette(amber);
    setAutoFillBackground(true);
    setFrameShape(QFrame::Box);
    setLineWidth(2);

    m_text = new QLabel;
    m_text->setObjectName(u"pastBannerLabel"_s);
    // Wraps rather than widening the window when the items area is narrow (docks beside it).
    m_text->setWordWrap(true);

    auto *back = new QPushButton(tr("Back to now"));
    back->setObjectName(u"backToNowButton"_s);
    back->setToolTip(tr("Leave the past view and show the tables as they are now (Esc)"));
    auto *rewind = new QPushButton(tr("Rewind to here…"));
    rewind->setObjectName(u"rewindHereButton"_s);
    rewind->setToolTip(tr("Set the workspace back to this time, dropping every later change"));
    connect(back, &QPushButton::clicked, this, &PastBanner::backToNowClicked);
    connect(rewind, &QPushButton::clicked, this, &PastBanner::rewindClicked);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(back);
    layout->addWidget(rewind);
    applyFonts();
    hide();
}

void PastBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QFrame::changeEvent(event);
}

// The text is set larger than the window's font, which is known only once the banner has a
// parent, hence here and on every font change rather than once.
void PastBanner::applyFonts()
{
    m_text->setFont(emphasised(font(), 1.25));
}

void PastBanner::showAsOf(qint64 asOfMs)
{
    m_text->setText(tr("Viewing %1 — read-only past").arg(utcText(asOfMs)));
    show();
}

} // namespace lw
