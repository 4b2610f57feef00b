#include "window/zoomcontrol.h"

#include <QApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHeaderView>
#include <QSettings>
#include <QTableView>

#include <algorithm>
#include <cmath>
#include <iterator>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kZoomKey = u"zoom"_s;
constexpr qsizetype kResetStep = 2;
static_assert(ZoomControl::kFactors[kResetStep] == 1.0);

qsizetype stepOf(double factor)
{
    const auto *nearest = std::min_element(
        std::begin(ZoomControl::kFactors), std::end(ZoomControl::kFactors),
        [factor](double a, double b) { return std::abs(a - factor) < std::abs(b - factor); });
    return nearest - std::begin(ZoomControl::kFactors);
}

} // namespace

ZoomControl::ZoomControl(qreal leastPointSize, QObject *parent)
    : QObject(parent), m_base(QFontDatabase::systemFont(QFontDatabase::GeneralFont)),
      m_step(stepOf(QSettings().value(kZoomKey, 1.0).toDouble()))
{
    if (m_base.pointSizeF() > 0 && m_base.pointSizeF() < leastPointSize)
        m_base.setPointSizeF(leastPointSize);
    apply();
}

bool ZoomControl::canZoomIn() const
{
    return m_step + 1 < qsizetype(std::size(kFactors));
}

bool ZoomControl::canZoomOut() const
{
    return m_step > 0;
}

void ZoomControl::zoomIn()
{
    if (canZoomIn())
        setStep(m_step + 1);
}

void ZoomControl::zoomOut()
{
    if (canZoomOut())
        setStep(m_step - 1);
}

void ZoomControl::reset()
{
    setStep(kResetStep);
}

int ZoomControl::rowHeight(const QFont &font)
{
    return QFontMetrics(font).height() + 8;
}

void ZoomControl::setStep(qsizetype step)
{
    if (step == m_step)
        return;
    m_step = step;
    QSettings().setValue(kZoomKey, factor());
    apply();
    emit zoomed(factor());
}

void ZoomControl::apply()
{
    QFont font = m_base;
    font.setPointSizeF(m_base.pointSizeF() * factor());
    QApplication::setFont(font);
    // Fonts the platform theme gives a class of its own stay as they were unless set here too:
    // the docks' titles name the panes, the tooltips explain the lanes.
    for (const char *className : {"QDockWidgetTitle", "QTipLabel"})
        QApplication::setFont(font, className);
    // Qt hands the new font on to the widgets that exist only once QApplication::exec() runs;
    // a window zoomed as it is made (and a test) needs it before. Where Qt did, this finds every
    // widget's font already resolved and changes nothing.
    QEvent fontChange(QEvent::ApplicationFontChange);
    for (QWidget *widget : QApplication::allWidgets())
        QApplication::sendEvent(widget, &fontChange);
    // A table's rows keep the style's height whatever the font: set them from it.
    const int rows = rowHeight(font);
    for (QWidget *top : QApplication::topLevelWidgets())
        for (QTableView *view : top->findChildren<QTableView *>())
            view->verticalHeader()->setDefaultSectionSize(rows);
}

} // namespace lw
