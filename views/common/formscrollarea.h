// A scroll area for a form that can grow long (the New Table dialog with twenty indexes): as wide
// as the form needs, so nothing is cut off sideways, and as tall as the form asks, which a window
// caps to the screen (QWidget::adjustSize()); past that it scrolls vertically, and the buttons
// under it stay in reach. It follows the form as rows come and go.
#pragma once

#include <QScrollArea>

namespace lw {

class FormScrollArea : public QScrollArea
{
public:
    // Takes ownership of `form`.
    explicit FormScrollArea(QWidget *form, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int chromeWidth() const;
};

} // namespace lw
