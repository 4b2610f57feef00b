#include "common/elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace lw {

ElidedLabel::ElidedLabel(QWidget *parent) : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    setToolTip(text);
    fit();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // As narrow as a few characters: the rest of a status bar comes first.
    return {fontMetrics().averageCharWidth() * 8, QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fit();
}

void ElidedLabel::fit()
{
    const int room = contentsRect().width();
    setText(fontMetrics().horizontalAdvance(m_fullText) <= room
                ? m_fullText
                : fontMetrics().elidedText(m_fullText, Qt::ElideMiddle, room));
}

} // namespace lw
