#include "heat/heatpane.h"

#include "charts/timeserieschart.h"
#include "common/attributetext.h"
#include "common/tableinfo.h"
#include "heat/heatlegend.h"
#include "heat/heatmapview.h"

#include <QChart>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The second holding `ms`, as the capacity model counts them (floor(ms / 1000),
// docs/throughput.md); the model's own function is the engine's, which views do not link.
qint64 secondOf(qint64 ms)
{
    return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
}

// A count written as the locale writes it ("31,884,514"), sorting by its value.
class CountItem : public QTableWidgetItem
{
public:
    explicit CountItem(qint64 count) : QTableWidgetItem(QLocale().toString(count)), m_count(count)
    {
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return m_count < static_cast<const CountItem &>(other).m_count;
    }

private:
    qint64 m_count;
};

QColor throttleColor(const QPalette &palette)
{
    return QColor(HeatMapView::colorTable(palette)[HeatMapView::kThrottled]);
}

} // namespace

HeatPane::HeatPane(ApiCall api, QWidget *parent)
    : Pane(parent), m_api(unmetered(std::move(api))), m_target(new QComboBox),
      m_accessBox(new QComboBox), m_legend(new HeatLegend), m_notice(new QLabel),
      m_map(new HeatMapView), m_throttles(new TimeSeriesChart), m_capacity(new TimeSeriesChart),
      m_keysTitle(new QLabel), m_keys(new QTableWidget(0, 3)),
      m_moreKeys(new QPushButton(tr("More keys")))
{
    setObjectName(u"heatPane"_s);
    m_target->setObjectName(u"heatTargetCombo"_s);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_target->setMinimumContentsLength(18);
    m_accessBox->setObjectName(u"heatAccessCombo"_s);
    m_accessBox->addItem(tr("Writes (WCU)"), int(HeatAccess::Write));
    m_accessBox->addItem(tr("Reads (RCU)"), int(HeatAccess::Read));
    auto *showLabel = new QLabel(tr("Partitions &of:"));
    showLabel->setBuddy(m_target);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(showLabel);
    top->addWidget(m_target);
    top->addWidget(m_accessBox);
    top->addSpacing(12);
    top->addWidget(m_legend, 1);

    m_notice->setObjectName(u"heatNotice"_s);
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setContentsMargins(6, 2, 6, 2);
    m_notice->hide();

    m_throttles->setObjectName(u"heatThrottleChart"_s);
    m_capacity->setObjectName(u"heatCapacityChart"_s);
    for (TimeSeriesChart *chart : {m_throttles, m_capacity})
        chart->setMinimumHeight(fontMetrics().lineSpacing() * 5);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(2);
    leftLayout->addWidget(m_map, 4); // the map is what a class watches; the charts sum it up
    leftLayout->addWidget(m_throttles, 1);
    leftLayout->addWidget(m_capacity, 1);

    m_keysTitle->setObjectName(u"heatKeysTitle"_s);
    m_keysTitle->setWordWrap(true);
    // The partition, then its hashes from and to, a line each: never squeezed by the list.
    m_keysTitle->setMinimumHeight(fontMetrics().lineSpacing() * 3 + 4);
    m_keysTitle->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_keysTitle->setText(tr("Click a cell to see which partition keys land in its partition."));
    m_keys->setObjectName(u"heatKeysView"_s);
    m_keys->setHorizontalHeaderLabels({tr("Partition key"), tr("Items"), tr("Bytes")});
    m_keys->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_keys->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_keys->verticalHeader()->hide();
    m_keys->horizontalHeader()->setSortIndicator(1, Qt::DescendingOrder);
    m_keys->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_keys->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_keys->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_moreKeys->setObjectName(u"heatMoreKeys"_s);
    m_moreKeys->hide();
    auto *right = new QWidget;
    right->setMinimumWidth(fontMetrics().horizontalAdvance(u"0"_s) * 38);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 0, 4, 4);
    rightLayout->addWidget(m_keysTitle);
    rightLayout->addWidget(m_keys, 1);
    rightLayout->addWidget(m_moreKeys);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_notice);
    layout->addWidget(splitter, 1);

    connect(m_target, &QComboBox::currentIndexChanged, this, &HeatPane::targetChosen);
    connect(m_accessBox, &QComboBox::currentIndexChanged, this, [this] {
        m_map->setAccess(access());
        showData();
    });
    connect(m_map, &HeatMapView::cellClicked, this, [this](int row, qint64) { showKeys(row); });
    connect(m_map, &HeatMapView::windowChanged, this,
            [this](qint64 startMs, qint64 endMs, TickStep ruler, int l, int r) {
                m_window = {startMs, endMs, ruler, l, r};
                alignCharts();
            });
    connect(m_moreKeys, &QPushButton::clicked, this, &HeatPane::readMoreKeys);
    showData();
}

Pane *HeatPane::create(const PaneContext &context)
{
    return new HeatPane(context.read);
}

void HeatPane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    const bool otherTime = state()->asOf() != m_asOf;
    m_nowMs = state()->nowMs();
    m_asOf = state()->asOf();
    const TableInfo *info = state()->tableInfo(state()->table());
    const IndexInfo *index = info ? info->index(state()->index()) : nullptr;
    const QString wanted = index && index->global ? index->name : QString();
    if (state()->table() != m_table || ((what & Selection) && wanted != m_index)) {
        setTarget(state()->table(), wanted);
        return;
    }
    if (what & Tables)
        fillTargets();
    if (otherTime || (what & (Rewind | Tables)))
        refresh(true);
    else if (what & (Data | Clock))
        refresh(false);
}

void HeatPane::setTarget(const QString &table, const QString &index)
{
    m_table = table;
    m_index = index;
    m_readTo.reset();
    clearKeys();
    fillTargets();
    refresh(true);
}

void HeatPane::setTimes(qint64 nowMs, std::optional<qint64> asOfMs)
{
    if (asOfMs && *asOfMs >= nowMs)
        asOfMs.reset();
    m_nowMs = nowMs;
    m_asOf = asOfMs;
}

QStringList HeatPane::targets() const
{
    QStringList out;
    for (int i = 0; i < m_target->count(); ++i)
        out << m_target->itemData(i).toString();
    return out;
}

HeatAccess HeatPane::access() const
{
    return HeatAccess(m_accessBox->currentData().toInt());
}

void HeatPane::setAccess(HeatAccess access)
{
    m_accessBox->setCurrentIndex(m_accessBox->findData(int(access)));
}

QString HeatPane::noticeText() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

QString HeatPane::keysTitle() const
{
    return m_keysTitle->text();
}

// The table and its GSIs, as DescribeTable tells them now (an LSI shares the table's partitions).
void HeatPane::fillTargets()
{
    m_filling = true;
    m_target->clear();
    if (!m_table.isEmpty()) {
        m_target->addItem(tr("%1 (table)").arg(m_table), QString());
        const auto described =
            m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, m_table}}, kUnmetered);
        if (described) {
            const TableInfo info = parseTableDescription((*described)[u"Table"_s].toObject());
            for (const IndexInfo &index : info.indexes)
                if (index.global)
                    m_target->addItem(tr("%1 (global index)").arg(index.name), index.name);
        }
    }
    const int at = m_target->findData(m_index);
    if (at < 0)
        m_index.clear();
    m_target->setCurrentIndex(std::max(at, 0));
    m_filling = false;
}

void HeatPane::targetChosen()
{
    if (m_filling || m_target->currentIndex() < 0)
        return;
    const QString index = m_target->currentData().toString();
    if (index == m_index)
        return;
    m_index = index;
    m_readTo.reset();
    clearKeys();
    refresh(true);
}

void HeatPane::refresh(bool whole)
{
    if (m_table.isEmpty()) {
        m_data = {};
        m_readTo.reset();
        showData();
        return;
    }
    const qint64 end = secondOf(m_asOf.value_or(m_nowMs));
    const qint64 keepFrom = end - HeatMapView::kHourSeconds + 1;
    // The model may still add to the second last read (calls at the same clock time), so it is
    // read again with the ones after it.
    if (!whole && m_readTo && !m_asOf && *m_readTo <= end && *m_readTo >= keepFrom) {
        const qint64 from = *m_readTo;
        m_lastRead = {from, end};
        m_changedFrom = from;
        HeatData newer = readHeat(m_api, m_table, m_index, from, end);
        m_data = newer.error.isEmpty()
                     ? mergeHeat(std::move(m_data), std::move(newer), from, keepFrom)
                     : std::move(newer);
    } else {
        m_lastRead = {keepFrom, end};
        m_changedFrom.reset();
        m_data = readHeat(m_api, m_table, m_index, keepFrom, end);
    }
    if (m_data.error.isEmpty() && !m_asOf)
        m_readTo = end;
    else
        m_readTo.reset();
    if (!m_data.error.isEmpty())
        emit errorOccurred(m_data.error);
    showData();
}

void HeatPane::showData()
{
    m_map->setData(m_data, secondOf(m_asOf.value_or(m_nowMs)), std::exchange(m_changedFrom, {}));
    m_map->setPastView(m_asOf.has_value());

    QString notice;
    if (m_table.isEmpty())
        notice = tr("No table selected: choose one in the tables tree.");
    else if (!m_data.error.isEmpty())
        notice = m_data.error;
    else if (!m_data.limitsOn)
        notice = m_data.isEmpty()
                     ? tr("Throughput limits are off: nothing is charged, so no partition heats "
                          "up or throttles. Turn them on with Edit ▸ Throughput Limits.")
                     : tr("Throughput limits are off: nothing is charged now. Shown is the model "
                          "as it was last charged. Turn them on with Edit ▸ Throughput Limits.");
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());

    const bool reads = access() == HeatAccess::Read;
    const HeatPartition *first = m_data.partitions.isEmpty() ? nullptr : &m_data.partitions.first();
    const QLocale locale;
    QString meaning;
    // The number first: a narrow pane elides the end of the sentence, never the capacity.
    if (first && first->share.of(access()) > 0)
        meaning = (reads ? tr("Read units per second, of each partition's %1 RCU share:")
                         : tr("Write units per second, of each partition's %1 WCU share:"))
                      .arg(locale.toString(first->share.of(access()), 'g', 6));
    else if (first)
        meaning = (reads ? tr("Read units per second, of each partition's %1 RCU maximum (on "
                              "demand):")
                         : tr("Write units per second, of each partition's %1 WCU maximum (on "
                              "demand):"))
                      .arg(locale.toString(first->maximum.of(access()), 'f', 0));
    m_legend->setMeaning(meaning);
    showCharts();
}

void HeatPane::showCharts()
{
    const HeatAccess shown = access();
    const bool reads = shown == HeatAccess::Read;
    const QPalette &colors = palette();
    const bool dark = colors.color(QPalette::Base).lightness() < 128;
    const QColor consumed = dark ? QColor(0xff, 0xa9, 0x4d) : QColor(0xe8, 0x59, 0x0c);
    const QColor capacity = colors.color(QPalette::Text);
    m_throttles->setCurves({{reads ? tr("Throttled read requests per second")
                                   : tr("Throttled write requests per second"),
                             throttleSteps(m_data.totals, shown), throttleColor(colors), false}});
    m_capacity->setCurves({{reads ? tr("Read units consumed") : tr("Write units consumed"),
                            consumedSteps(m_data.totals, shown), consumed, false},
                           {reads ? tr("Read capacity") : tr("Write capacity"),
                            capacitySteps(m_data.totals, shown), capacity, false}});
    const qint64 untilMs = (secondOf(m_asOf.value_or(m_nowMs)) + 1) * 1000;
    for (TimeSeriesChart *chart : {m_throttles, m_capacity})
        chart->setTimes(std::max(m_nowMs, untilMs - 1), m_asOf);
    m_throttles->chart()->setTitle(reads ? tr("Throttled read requests per second")
                                         : tr("Throttled write requests per second"));
    m_throttles->chart()->legend()->hide(); // the title names the one curve
    // The title names both curves in their colours: the charts have little height to spare.
    m_capacity->chart()->setTitle(
        (reads ? tr("Read units per second: %1 against %2")
               : tr("Write units per second: %1 against %2"))
            .arg(inColor(tr("consumed"), consumed), inColor(tr("capacity"), capacity)));
    m_capacity->chart()->legend()->hide();
}

void HeatPane::alignCharts()
{
    for (TimeSeriesChart *chart : {m_throttles, m_capacity}) {
        // The map's columns in the chart's x: both lie in the same column of the pane.
        const int offset =
            chart->mapTo(this, QPoint(0, 0)).x() - m_map->mapTo(this, QPoint(0, 0)).x();
        chart->setVisibleRange(m_window.startMs, m_window.endMs, m_window.ruler);
        chart->alignPlot(m_window.left - offset, m_window.right - offset);
    }
}

void HeatPane::resizeEvent(QResizeEvent *event)
{
    Pane::resizeEvent(event);
    // Once the layout has placed the map and the charts at their new sizes.
    QMetaObject::invokeMethod(this, &HeatPane::alignCharts, Qt::QueuedConnection);
}

void HeatPane::clearKeys()
{
    m_keysPartition.reset();
    m_keysNext = {};
    m_keys->setRowCount(0);
    m_moreKeys->hide();
    m_keysTitle->setText(tr("Click a cell to see which partition keys land in its partition."));
}

void HeatPane::showKeys(int row)
{
    if (row < 0 || row >= m_data.partitions.size())
        return;
    clearKeys();
    m_keysPartition = m_data.partitions[row];
    readMoreKeys();
}

void HeatPane::readMoreKeys()
{
    if (!m_keysPartition)
        return;
    const PartitionKeysAnswer answer =
        readPartitionKeys(m_api, m_table, m_index, *m_keysPartition, m_keysNext, m_asOf);
    const HeatPartition &p = *m_keysPartition;
    if (!answer.error.isEmpty()) {
        m_keysTitle->setText(answer.error);
        m_moreKeys->hide();
        emit errorOccurred(answer.error);
        return;
    }
    m_keys->setSortingEnabled(false);
    for (const PartitionKey &key : answer.keys) {
        const int at = m_keys->rowCount();
        m_keys->insertRow(at);
        const QString name = key.key.isEmpty() ? QString() : key.key.begin().key();
        const QJsonObject value = key.key.value(name).toObject();
        auto *keyItem = new QTableWidgetItem(attributeDisplayText(value));
        keyItem->setToolTip(name + u" = "_s + attributeJson(value));
        m_keys->setItem(at, 0, keyItem);
        m_keys->setItem(at, 1, new CountItem(key.items));
        m_keys->setItem(at, 2, new CountItem(key.bytes));
    }
    // Sorted by the header's indicator: at first the most items on top, the hot key a class is
    // looking for.
    m_keys->setSortingEnabled(true);
    m_keysNext = answer.lastEvaluatedKey;
    m_moreKeys->setVisible(!m_keysNext.isEmpty());
    const int count = m_keys->rowCount();
    QString title = m_keysNext.isEmpty()
                        ? tr("Partition %1 holds %n key(s)", nullptr, count).arg(p.id)
                        : tr("Partition %1: the first %n key(s)", nullptr, count).arg(p.id);
    m_keysTitle->setText(
        title + u'\n' +
        tr("hashes from %1\nto %2").arg(hashText(p.firstHash), hashText(p.lastHash)));
}

} // namespace lw
