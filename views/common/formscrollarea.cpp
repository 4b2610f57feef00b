#include "common/formscrollarea.h"

#include <QEvent>
#include <QScrollBar>

namespace lw {

FormScrollArea::FormScrollArea(QWidget *form, QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus); // Tab goes through the form's fields, scrolling to each
    setWidget(form);
}

QSize FormScrollArea::sizeHint() const
{
    const QSize form = widget()->sizeHint();
    return {form.width() + chromeWidth(), form.height()};
}

QSize FormScrollArea::minimumSizeHint() const
{
    // Room for a few lines at least, so the area never vanishes.
    return {widget()->minimumSizeHint().width() + chromeWidth(), 5 * fontMetrics().height()};
}

bool FormScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // The form asks for a new size when a row comes or goes: pass it on to the window.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

// The vertical scroll bar, kept room for so that its coming does not squeeze the form.
int FormScrollArea::chromeWidth() const
{
    return verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

} // namespace lw
