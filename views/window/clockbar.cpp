#include "window/clockbar.h"

#include "common/clocktext.h"
#include "common/longwork.h"
#include "time/liveclock.h"

#include <QAction>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 minuteMs = 60 * 1000;
constexpr qint64 hourMs = 60 * minuteMs;
constexpr qint64 dayMs = 24 * hourMs;

// Return in the as-of edit shows that time; leaving the edit does not, so that clicking into it
// and away again never drops the window into the past by accident.
class ReturnFilter : public QObject
{
public:
    ReturnFilter(QObject *parent, std::function<void()> onReturn)
        : QObject(parent), m_onReturn(std::move(onReturn))
    {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                m_onReturn();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_onReturn;
};

} // namespace

ClockBar::ClockBar(ClockControl clock, QWidget *parent)
    : QToolBar(tr("Clock"), parent), m_clock(std::move(clock))
{
    setObjectName(u"clockBar"_s); // saveState() needs a name
    setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_caption = new QLabel(tr("Clock:"));
    m_caption->setContentsMargins(6, 0, 4, 0);
    addWidget(m_caption);
    m_now = new QLabel;
    m_now->setObjectName(u"clockLabel"_s);
    m_now->setToolTip(tr("The workspace clock: simulated time, in UTC. Every write is stamped "
                         "with it."));
    m_now->setContentsMargins(0, 0, 8, 0);
    addWidget(m_now);

    addAdvance(tr("+1 min"), u"advanceMinuteAction"_s, minuteMs, Qt::ALT | Qt::Key_Right,
               tr("Advance the clock by one minute"));
    addAdvance(tr("+1 h"), u"advanceHourAction"_s, hourMs, Qt::CTRL | Qt::Key_Right,
               tr("Advance the clock by one hour"));
    addAdvance(tr("+1 d"), u"advanceDayAction"_s, dayMs, Qt::CTRL | Qt::SHIFT | Qt::Key_Right,
               tr("Advance the clock by one day"));
    QAction *sweepAction = addAction(tr("Sweep now"), this, &ClockBar::sweep);
    framed(sweepAction);
    sweepAction->setObjectName(u"sweepAction"_s);
    sweepAction->setToolTip(tr("Delete every item whose TTL has expired now, without waiting "
                               "for the sweeper's lag"));
    m_writeActions << sweepAction;

    addSeparator();
    m_liveCombo = new QComboBox;
    m_liveCombo->setObjectName(u"liveCombo"_s);
    m_liveCombo->setToolTip(tr("Let the clock follow real time at this speed"));
    const struct
    {
        QString text;
        double speed;
        QString toolTip;
    } speeds[] = {{tr("Off"), 0.0, tr("The clock moves only when you move it")},
                  {tr("1×"), 1.0, tr("Real time: a second a second")},
                  {tr("60×"), 60.0, tr("A minute every second")},
                  {tr("3600×"), 3600.0, tr("An hour every second")}};
    for (const auto &speed : speeds) {
        m_liveCombo->addItem(speed.text, speed.speed);
        m_liveCombo->setItemData(m_liveCombo->count() - 1, speed.toolTip, Qt::ToolTipRole);
    }
    addWidget(labelled(tr("Live:"), {m_liveCombo}));
    connect(m_liveCombo, &QComboBox::currentIndexChanged, this, &ClockBar::liveChosen);

    addSeparator();
    m_asOfEdit = new QDateTimeEdit;
    m_asOfEdit->setObjectName(u"asOfEdit"_s);
    m_asOfEdit->setTimeSpec(Qt::UTC);
    m_asOfEdit->setDisplayFormat(u"yyyy-MM-dd HH:mm:ss"_s);
    m_asOfEdit->setCalendarPopup(true);
    m_asOfEdit->setToolTip(tr("A time (UTC) before the clock: Return or Show opens the tables as "
                              "they were then, read-only"));
    m_asOfEdit->installEventFilter(new ReturnFilter(this, [this] { requestAsOf(); }));
    auto *show = new QAction(tr("Show"), this);
    show->setObjectName(u"viewAsOfAction"_s);
    show->setToolTip(tr("Show the tables as they were at the chosen time (Return)"));
    connect(show, &QAction::triggered, this, &ClockBar::requestAsOf);
    auto *showButton = new QToolButton;
    showButton->setDefaultAction(show);
    addWidget(labelled(tr("View as of:"), {m_asOfEdit, showButton}));

    // Live steps are small and frequent: no progress dialog for them.
    m_live = new LiveClock(
        m_clock.monotonicMs, m_clock.nowMs,
        [advance = m_clock.advanceTo](qint64 toMs) { return advance(toMs, {}); }, this);
    connect(m_live, &LiveClock::advanced, this, [this] {
        refresh();
        emit workspaceChanged(true);
    });
    connect(m_live, &LiveClock::failed, this, [this](const QString &message) {
        emit errorOccurred(tr("Live mode stopped: %1").arg(message));
    });
    connect(m_live, &LiveClock::runningChanged, this, [this](bool running) {
        if (!running)
            m_liveCombo->setCurrentIndex(0);
    });

    applyFonts();
    refresh();
}

QAction *ClockBar::addAdvance(const QString &text, const QString &name, qint64 ms,
                              const QKeySequence &shortcut, const QString &toolTip)
{
    QAction *action = addAction(text, this, [this, ms] { advanceTo(m_clock.nowMs() + ms); });
    action->setObjectName(name);
    action->setShortcut(shortcut);
    // Tooltips name the shortcut: a teacher learns it once and keeps both hands off the mouse.
    action->setToolTip(tr("%1 (%2)").arg(toolTip, shortcut.toString(QKeySequence::NativeText)));
    m_writeActions << action;
    framed(action);
    return action;
}

// Tool bar buttons are flat until hovered; on a projector nobody hovers, so these keep a frame
// that says "button".
void ClockBar::framed(QAction *action)
{
    if (auto *button = qobject_cast<QToolButton *>(widgetForAction(action)))
        button->setAutoRaise(false);
}

// A caption and its controls in one widget, so that a narrow window moves them into the
// overflow menu together instead of leaving a caption that labels nothing.
QWidget *ClockBar::labelled(const QString &caption, const QList<QWidget *> &controls)
{
    auto *group = new QWidget;
    auto *layout = new QHBoxLayout(group);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(new QLabel(caption));
    for (QWidget *control : controls)
        layout->addWidget(control);
    return group;
}

void ClockBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QToolBar::changeEvent(event);
}

// The clock is the one figure the whole room must read: larger than the window's font, which
// is known only once the bar has a parent, hence here and on every font change.
void ClockBar::applyFonts()
{
    m_now->setFont(emphasised(font(), 1.4));
}

QList<QAction *> ClockBar::clockActions() const
{
    return m_writeActions;
}

void ClockBar::refresh()
{
    const qint64 now = m_clock.nowMs();
    m_now->setText(utcClockText(now));
    m_asOfEdit->setMaximumDateTime(utcDateTime(now));
    // Not while the user is typing a time into it, nor while it holds the time being viewed.
    if (!m_viewingPast && !m_asOfEdit->hasFocus())
        m_asOfEdit->setDateTime(utcDateTime(now));
}

void ClockBar::setViewingPast(std::optional<qint64> asOfMs)
{
    m_viewingPast = asOfMs.has_value();
    if (m_viewingPast)
        m_live->stop(); // the present must not run on unseen behind the past view
    for (QAction *action : std::as_const(m_writeActions))
        action->setEnabled(!m_viewingPast);
    m_liveCombo->setEnabled(!m_viewingPast);
    if (asOfMs)
        m_asOfEdit->setDateTime(utcDateTime(*asOfMs));
    refresh();
}

void ClockBar::showRealTime(const QString &reason)
{
    m_live->stop();
    const QList<QAction *> all = actions();
    for (QAction *action : all) {
        const QWidget *widget = widgetForAction(action);
        if (widget == m_caption || widget == m_now)
            continue;
        action->setVisible(false);
        action->setEnabled(false);
    }
    m_caption->setText(tr("Real time:"));
    m_now->setToolTip(tr("This machine's clock, in UTC: a remote table lives in real time, and "
                         "its items expire by it."));
    // One line, so that the bar stays as low as it is over a workspace; the reason in full on
    // hover.
    auto *note = new QLabel(tr("· a remote table: real time, no history"));
    note->setObjectName(u"realTimeNote"_s);
    note->setToolTip(reason);
    addWidget(note);
    auto *tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, &ClockBar::refresh);
    tick->start(1000);
    refresh();
}

void ClockBar::advanceTo(qint64 toMs)
{
    const qint64 from = m_clock.nowMs();
    LongWork work(window(), tr("Moving the clock to %1…").arg(utcText(toMs)));
    const Status moved = m_clock.advanceTo(toMs, work.clockProgress(from, toMs));
    refresh();
    if (work.wasCancelled())
        emit stopped(
            tr("Stopped at %1: everything due until then has run").arg(utcText(m_clock.nowMs())));
    if (!moved)
        emit errorOccurred(moved.error().message);
    // Failed or not, the panes read again: cheap, and they show whatever the engine got to.
    emit workspaceChanged(false);
}

void ClockBar::sweep()
{
    LongWork work(window(), tr("Deleting every expired item…"));
    const Result<qint64> deleted = m_clock.sweepNow(work.countProgress());
    if (!deleted) {
        emit errorOccurred(deleted.error().message);
    } else if (work.wasCancelled()) {
        emit stopped(tr("Sweep stopped after %n deletions", "", int(*deleted)));
    } else {
        emit swept(*deleted);
    }
    emit workspaceChanged(false);
}

void ClockBar::liveChosen(int comboIndex)
{
    const double speed = m_liveCombo->itemData(comboIndex).toDouble();
    if (speed > 0)
        m_live->start(speed);
    else
        m_live->stop();
}

void ClockBar::requestAsOf()
{
    emit viewAsOfRequested(m_asOfEdit->dateTime().toMSecsSinceEpoch());
}

} // namespace lw
