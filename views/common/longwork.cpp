#include "common/longwork.h"

#include "common/clocktext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QProgressDialog>

namespace lw {

namespace {

constexpr int kSteps = 1000; // the bar's resolution for work of known extent

} // namespace

LongWork::LongWork(QWidget *parent, const QString &label, int showAfterMs)
    : m_parent(parent), m_label(label), m_showAfterMs(showAfterMs)
{
    m_started.start();
}

LongWork::~LongWork()
{
    delete m_dialog;
}

ClockProgress LongWork::clockProgress(qint64 fromMs, qint64 toMs)
{
    return [this, fromMs, toMs](qint64 reachedMs, qint64 eventsRun) {
        const qint64 span = std::max<qint64>(toMs - fromMs, 1);
        const int value = int(std::clamp<qint64>((reachedMs - fromMs) * kSteps / span, 0, kSteps));
        return step(value, tr("%1 · %n events run", "", int(std::min<qint64>(eventsRun, INT_MAX)))
                               .arg(utcText(reachedMs)));
    };
}

ClockProgress LongWork::countProgress()
{
    return [this](qint64, qint64 eventsRun) {
        return step(-1, tr("%n items done", "", int(std::min<qint64>(eventsRun, INT_MAX))));
    };
}

WorkProgress LongWork::partsProgress()
{
    return [this](qint64 done, qint64 total) {
        const qint64 extent = std::max<qint64>(total, 1);
        const int value = int(std::clamp<qint64>(done * kSteps / extent, 0, kSteps));
        return step(value,
                    tr("%1 of %2 done").arg(QLocale().toString(done), QLocale().toString(total)));
    };
}

bool LongWork::step(int value, const QString &detail)
{
    if (!m_dialog && m_started.elapsed() >= m_showAfterMs) {
        m_dialog = new QProgressDialog(m_parent);
        m_dialog->setWindowTitle(tr("Working"));
        m_dialog->setWindowModality(Qt::WindowModal);
        m_dialog->setMinimumDuration(0);
        m_dialog->setAutoReset(false);
        m_dialog->setAutoClose(false);
        m_dialog->setMinimumWidth(420);
        m_dialog->show();
    }
    if (m_dialog) {
        m_dialog->setLabelText(m_label + u'\n' + detail);
        if (value < 0) {
            m_dialog->setRange(0, 0); // busy: the end is not known
        } else {
            m_dialog->setRange(0, kSteps);
            m_dialog->setValue(value);
        }
        QCoreApplication::processEvents();
        m_cancelled = m_dialog->wasCanceled();
    }
    return !m_cancelled;
}

} // namespace lw
