// Long work on the GUI thread with progress and a Cancel button (docs/architecture.md, "The
// window": long work "shows progress and can be cancelled"). The engine does such work in committed
// batches and calls back between them (ClockProgress); each callback here moves the progress
// dialog, lets the event loop run (repaints, the Cancel click) and answers whether to go on. Work
// stays on the GUI thread because the engine is not shared between threads; the batches are small
// (a thousand events), so the window keeps answering. The dialog is window-modal, so nothing else
// starts meanwhile, and it appears only once the work has lasted a moment: quick steps never flash
// a dialog.
#pragma once

#include "doors/clockcontrol.h"
#include "model/workprogress.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QString>

class QProgressDialog;
class QWidget;

namespace lw {

class LongWork
{
    Q_DECLARE_TR_FUNCTIONS(lw::LongWork)

public:
    // `label` says what runs ("Moving the clock…"); `parent` is the window it blocks. The dialog
    // appears at the first step after `showAfterMs`.
    LongWork(QWidget *parent, const QString &label, int showAfterMs = kShowAfterMs);
    ~LongWork();
    LongWork(const LongWork &) = delete;
    LongWork &operator=(const LongWork &) = delete;

    // For moving the clock from `fromMs` to `toMs`: the bar shows the time reached.
    ClockProgress clockProgress(qint64 fromMs, qint64 toMs);
    // For work with no known end (sweeping): a busy bar and how many events have run.
    ClockProgress countProgress();

    // For work of known extent in parts (a bundle's entries, a bucket's objects).
    WorkProgress partsProgress();

    // Whether the user pressed Cancel (the work then stopped at its last committed batch).
    bool wasCancelled() const { return m_cancelled; }

    // How long work runs, by default, before the dialog appears.
    static constexpr int kShowAfterMs = 400;

private:
    bool step(int value, const QString &detail);

    QWidget *m_parent;
    QString m_label;
    int m_showAfterMs;
    QPointer<QProgressDialog> m_dialog; // made on the first step that comes late enough
    QElapsedTimer m_started;
    bool m_cancelled = false;
};

} // namespace lw
