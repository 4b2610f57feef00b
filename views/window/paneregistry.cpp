#include "window/paneregistry.h"

#include "bucket/archivepane.h"
#include "changes/streamrecordspane.h"
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "gsi/gsimatrixpane.h"
#include "streamconsumers/consumerspane.h"
#include "timeline/timelinepane.h"

#include <QtGlobal>

namespace lw {

namespace {

constexpr auto kBottom = Qt::BottomDockWidgetArea;

// The first line is on top of its tab group when the window opens.
constexpr PaneEntry kPanes[] = {
    {"timeline", "timelineDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Timeline"), nullptr, kBottom,
     &TimelinePane::create},
    {"consumers", "consumersDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Stream consumers"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Stream &Consumers"), kBottom, &ConsumersPane::create},
    {"stream", "streamRecordsDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Stream records"), nullptr,
     kBottom, &StreamRecordsPane::create},
    {"gsi", "gsiMatrixDock", QT_TRANSLATE_NOOP("lw::MainWindow", "GSI membership"), nullptr,
     kBottom, &GsiMatrixPane::create},
    {"archive", "archiveDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Archive bucket"), nullptr,
     kBottom, &ArchivePane::create},
    {"log", "requestLogDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Request log"), nullptr, kBottom,
     &RequestLogPane::create},
    {"console", "consoleDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Console"), nullptr, kBottom,
     &ConsolePane::create},
};

} // namespace

std::span<const PaneEntry> paneRegistry()
{
    return kPanes;
}

} // namespace lw
