// A one-line label that gives up width to the widgets beside it: its text elides in the middle
// (a path keeps its start and its last folder) and the whole text is its tooltip.
#pragma once

#include <QLabel>

namespace lw {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // The whole text; text() is what fits.
    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();

    QString m_fullText;
};

} // namespace lw
