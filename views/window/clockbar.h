// The clock bar: the workspace clock in UTC, buttons that move it (+1 min, +1 h, +1 d), "Sweep
// now", live mode (the clock follows real time at 1x, 60x or 3600x) and the "view as of" time.
// It changes the clock only through its ClockControl and tells the window what happened through
// signals; the window refreshes the panes and owns the past view.
#pragma once

#include "doors/clockcontrol.h"

#include <QToolBar>

#include <optional>

class QComboBox;
class QDateTimeEdit;
class QLabel;

namespace lw {

class LiveClock;

class ClockBar : public QToolBar
{
    Q_OBJECT
public:
    explicit ClockBar(ClockControl clock, QWidget *parent = nullptr);

    // Reads the workspace clock again and shows it; call after the clock moved elsewhere (a
    // rewind). When not viewing the past, the as-of edit follows the clock.
    void refresh();
    // While the window shows the past (asOfMs set), every control that changes the workspace is
    // disabled and live mode is switched off; the as-of edit shows the viewed time.
    void setViewingPast(std::optional<qint64> asOfMs);
    // Over a remote endpoint: only the time is shown — this machine's, which the ClockControl
    // then gives, ticking each second — with a short note beside it, whose tooltip is `reason`,
    // why the clock cannot be moved; every other control is hidden and disabled, its shortcut
    // with it.
    void showRealTime(const QString &reason);

    // The actions that move the clock, for the window's Clock menu (same shortcuts).
    QList<QAction *> clockActions() const;
    // Moves the clock to `toMs` (the buttons, the timeline's handle dragged past now), with a
    // progress dialog that can cancel when it takes long; emits workspaceChanged(false) after.
    void advanceTo(qint64 toMs);
    LiveClock *liveClock() const { return m_live; }

signals:
    // The clock moved or items were swept, so the panes are stale. `live`: by a live-mode tick
    // (several a second; the window refreshes only what changed), else by a click.
    void workspaceChanged(bool live);
    void swept(qint64 deletedItems);
    // The user chose a time in the as-of edit: before now for the past, now or later for now.
    void viewAsOfRequested(qint64 asOfMs);
    void errorOccurred(const QString &message);
    // The user cancelled a long clock move or sweep; `message` says where it stopped.
    void stopped(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void framed(QAction *action);
    static QWidget *labelled(const QString &caption, const QList<QWidget *> &controls);
    void applyFonts();
    QAction *addAdvance(const QString &text, const QString &name, qint64 ms,
                        const QKeySequence &shortcut, const QString &toolTip);
    void sweep();
    void liveChosen(int comboIndex);
    void requestAsOf();

    ClockControl m_clock;
    LiveClock *m_live = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_now = nullptr;
    QList<QAction *> m_writeActions; // disabled in the past
    QComboBox *m_liveCombo = nullptr;
    QDateTimeEdit *m_asOfEdit = nullptr;
    bool m_viewingPast = false;
};

} // namespace lw
