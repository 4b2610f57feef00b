// The marker of the past view: a coloured band above the items, "Viewing <time> — read-only
// past", with "Back to now" and "Rewind to here…". Hidden while the window shows now. It only
// reports clicks; the window decides (and asks before a rewind).
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace lw {

class PastBanner : public QFrame
{
    Q_OBJECT
public:
    explicit PastBanner(QWidget *parent = nullptr);

    // Shows the banner for `asOfMs`.
    void showAsOf(qint64 asOfMs);

signals:
    void backToNowClicked();
    void rewindClicked();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();

    QLabel *m_text = nullptr;
};

} // namespace lw
