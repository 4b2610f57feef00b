#include "window/paneregistry.h"

#include "bucket/archivepane.h"
#include "cache/cachepane.h"
#include "changes/streamrecordspane.h"
#include "console/consolepane.h"
#include "console/requestlogpane.h"
#include "gsi/gsimatrixpane.h"
#include "heat/heatpane.h"
#include "streamconsumers/consumerspane.h"
#include "timeline/timelinepane.h"

#include <QtGlobal>

namespace lw {

namespace {

constexpr auto kBottom = Qt::BottomDockWidgetArea;

// The first line is on top of its tab group when the window opens.
constexpr PaneEntry kPanes[] = {
    {"timeline", "timelineDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Timeline"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Timelin&e"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "One lane per item of the selected table: when it was created, while it was "
                       "active, when it expired and when it was deleted, by TTL or by a user, with "
                       "the charts of deletions and TTL lag below. + and − zoom, 0 fits every "
                       "lane, drag the handle into the past to see the items as they were."),
     kBottom, &TimelinePane::create, nullptr},
    {"consumers", "consumersDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Stream consumers"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Stream &Consumers"),
     QT_TRANSLATE_NOOP(
         "lw::MainWindow",
         "The programs reading the table's stream: the archiver that copies deleted items into the "
         "bucket and the aggregator that keeps running totals. Add one, pause it, or let it catch "
         "up; each shows how far behind the stream it is."),
     kBottom, &ConsumersPane::create,
     QT_TRANSLATE_NOOP(
         "lw::MainWindow",
         "Stream consumers run inside a workspace, on its simulated clock: on a remote "
         "endpoint, the programs that read its stream (Lambda functions, the Kinesis Client "
         "Library) run elsewhere. Copy the table to a workspace (File ▸ Copy Table to Workspace…) "
         "to"
         " play them.")},
    {"stream", "streamRecordsDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Stream records"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Stream &Records"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "Every change of the selected table as its stream records it: INSERT, "
                       "MODIFY, REMOVE (user) and REMOVE (TTL), with the item before and after. "
                       "Records older than 24 hours are trimmed, as in DynamoDB."),
     kBottom, &StreamRecordsPane::create, nullptr},
    {"gsi", "gsiMatrixDock", QT_TRANSLATE_NOOP("lw::MainWindow", "GSI membership"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "GSI Mem&bership"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "Which items appear in which global secondary index: an item is in an index "
                       "only when it has the index's key attributes (a sparse index)."),
     kBottom, &GsiMatrixPane::create, nullptr},
    {"heat", "heatDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Partition Heat"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Partition &Heat"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "The partitions of the selected table (or one of its global indexes) over "
                       "the last hour, one row each: the hotter a cell, the more of its share of "
                       "the capacity the partition used that second; red seconds throttled "
                       "requests. Below, the throttles per second and the units consumed against "
                       "the capacity. The map fits the seconds with data; the wheel zooms, "
                       "dragging goes back in time, 0 fits again, clicking a cell lists the "
                       "partition keys that land in its partition. Needs the throughput limits "
                       "on (Edit ▸ Throughput Limits); Edit ▸ Run Workload… sends the load."),
     kBottom, &HeatPane::create,
     QT_TRANSLATE_NOOP(
         "lw::MainWindow",
         "Partition heat is measured by the workbench's own engine: DynamoDB does not tell a "
         "client how its partitions are split or how hot each one is (CloudWatch Contributor "
         "Insights comes closest).")},
    {"cache", "cacheDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Cache"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Cache (&DAX)"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "A DAX-like cache in front of the tables: its item cache answers GetItem "
                       "and BatchGetItem, its query cache Query and Scan, each for a TTL (5 "
                       "minutes by default). The hits, misses and the read units the table was "
                       "spared; every entry with its age, and in red the ones the table has "
                       "changed since (stale). Strongly consistent reads pass through."),
     kBottom, &CachePane::create,
     QT_TRANSLATE_NOOP(
         "lw::MainWindow",
         "The cache is the workbench's model of DAX, in front of a workspace's tables: a real "
         "DAX cluster is an endpoint of its own, which this window does not connect to.")},
    {"archive", "archiveDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Archive bucket"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "&Archive Bucket"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "The objects the archiver wrote into the archive bucket, "
                                         "one per deleted item, with their contents."),
     kBottom, &ArchivePane::create,
     QT_TRANSLATE_NOOP(
         "lw::MainWindow",
         "The archive bucket is filled by a workspace's archiver consumer: a remote table's "
         "deleted items go wherever its own stream consumers put them.")},
    {"log", "requestLogDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Request log"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Request Lo&g"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "The DynamoDB requests you and the lesson sent, with their responses and "
                       "the capacity they consumed; the window's own reads are left out."),
     kBottom, &RequestLogPane::create, nullptr},
    {"console", "consoleDock", QT_TRANSLATE_NOOP("lw::MainWindow", "Console"),
     QT_TRANSLATE_NOOP("lw::MainWindow", "Co&nsole"),
     QT_TRANSLATE_NOOP("lw::MainWindow",
                       "Send any DynamoDB action by hand: choose the action, edit the request "
                       "JSON, Send. Writes can be undone with Ctrl+Z."),
     kBottom, &ConsolePane::create, nullptr},
};

} // namespace

std::span<const PaneEntry> paneRegistry()
{
    return kPanes;
}

} // namespace lw
