#include "cache/cachepane.h"

#include "cache/cacheentriesmodel.h"
#include "common/clocktext.h"
#include "common/readonlytable.h"
#include "common/tableinfo.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr int kMaxTtlSeconds = 86'400; // UpdateCacheSettings' 86,400,000 ms

QSpinBox *ttlBox(const QString &objectName)
{
    auto *box = new QSpinBox;
    box->setObjectName(objectName);
    box->setRange(0, kMaxTtlSeconds);
    box->setSuffix(u" s"_s);
    box->setSpecialValueText(QCoreApplication::translate("lw::CachePane", "never expire"));
    box->setKeyboardTracking(false); // one update when the user is done typing
    box->setAccelerated(true);
    return box;
}

// "1 hit" / "3 hits", "1 miss" / "2 misses": counts as a sentence reads them.
QString hitsText(qint64 hits, qint64 misses)
{
    return QCoreApplication::translate("lw::CachePane", "%n hit(s)", nullptr, int(hits)) + u", "_s +
           QCoreApplication::translate("lw::CachePane", "%n miss(es)", nullptr, int(misses));
}

QString unitsText(double units)
{
    return QLocale().toString(units, 'f', units == qint64(units) ? 0 : 1);
}

} // namespace

CachePane::CachePane(ApiCall read, ApiCall write, std::function<qint64()> nowMs, QWidget *parent)
    : Pane(parent), m_read(std::move(read)), m_write(std::move(write)), m_nowMs(std::move(nowMs)),
      m_model(new CacheEntriesModel(this)), m_enabled(new QCheckBox(tr("Cache on"))),
      m_itemTtl(ttlBox(u"cacheItemTtl"_s)), m_queryTtl(ttlBox(u"cacheQueryTtl"_s)),
      m_flush(new QPushButton(tr("Flush"))), m_settings(new QLabel), m_hits(new QLabel),
      m_capacity(new QLabel), m_view(new QTableView)
{
    m_enabled->setObjectName(u"cacheEnabled"_s);
    m_enabled->setToolTip(tr("Puts a DAX-like cache in front of every table of the workspace: "
                             "eventually consistent reads sent through it are answered from it "
                             "when it holds the answer."));
    m_itemTtl->setToolTip(tr("How long the item cache keeps a GetItem or BatchGetItem answer "
                             "(DAX's record TTL; 5 minutes by default)."));
    m_queryTtl->setToolTip(tr("How long the query cache keeps a Query or Scan answer (5 minutes "
                              "by default). Writes never refresh it: only the TTL does."));
    m_flush->setObjectName(u"cacheFlush"_s);
    m_flush->setToolTip(tr("Empties both caches and starts the counts afresh."));
    m_settings->setObjectName(u"cacheSettings"_s);
    m_hits->setObjectName(u"cacheHits"_s);
    m_hits->setFont(emphasised(m_hits->font(), 1.3));
    m_hits->setWordWrap(true);
    m_capacity->setObjectName(u"cacheCapacity"_s);
    m_capacity->setWordWrap(true);
    m_view->setObjectName(u"cacheView"_s);
    m_view->setModel(m_model);
    setUpReadOnlyTable(m_view);
    fitColumnsToContents(m_view, CacheEntriesModel::WhatColumn);

    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_showing)
            update({{u"Enabled"_s, on}});
    });
    connect(m_itemTtl, &QSpinBox::valueChanged, this, [this](int seconds) {
        if (!m_showing)
            update({{u"ItemTtlMillis"_s, qint64(seconds) * 1000}});
    });
    connect(m_queryTtl, &QSpinBox::valueChanged, this, [this](int seconds) {
        if (!m_showing)
            update({{u"QueryTtlMillis"_s, qint64(seconds) * 1000}});
    });
    connect(m_flush, &QPushButton::clicked, this, &CachePane::flush);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_enabled);
    controls->addSpacing(16);
    auto *itemLabel = new QLabel(tr("Item TTL:"));
    itemLabel->setBuddy(m_itemTtl);
    controls->addWidget(itemLabel);
    controls->addWidget(m_itemTtl);
    auto *queryLabel = new QLabel(tr("Query TTL:"));
    queryLabel->setBuddy(m_queryTtl);
    controls->addWidget(queryLabel);
    controls->addWidget(m_queryTtl);
    controls->addWidget(m_flush);
    controls->addWidget(m_settings, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(controls);
    layout->addWidget(m_hits);
    layout->addWidget(m_capacity);
    layout->addWidget(m_view, 1);
    refresh();
}

Pane *CachePane::create(const PaneContext &context)
{
    WorkbenchState *state = context.state;
    return new CachePane(context.read, context.write, [state] { return state->nowMs(); });
}

void CachePane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    // Reads change the cache as much as writes do: every step, call and the endpoint's traffic.
    if (what & (Data | Clock | Rewind | Tables | Traffic))
        refresh();
}

QString CachePane::figuresText() const
{
    return m_hits->text() + u'\n' + m_capacity->text();
}

QString CachePane::settingsText() const
{
    return m_settings->text();
}

void CachePane::refresh()
{
    const Result<QJsonObject> settings = m_read(u"DescribeCacheSettings"_s, {}, kUnmetered);
    if (!settings) {
        emit errorOccurred(errorText(settings.error()));
        return;
    }
    showSettings(*settings);
    const Result<QJsonObject> cache = m_read(u"DescribeCache"_s, {}, kUnmetered);
    if (!cache) {
        emit errorOccurred(errorText(cache.error()));
        return;
    }
    QHash<QString, QStringList> keyOrders;
    if (state())
        for (const TableInfo &table : state()->tables())
            for (const KeyAttribute &attribute : table.key)
                keyOrders[table.name] << attribute.name;
    m_model->setEntries(*cache, m_nowMs(), keyOrders);
    showFigures(*cache);
}

void CachePane::update(const QJsonObject &settings)
{
    const Result<QJsonObject> answer = m_write(u"UpdateCacheSettings"_s, settings, kUnmetered);
    if (!answer)
        emit errorOccurred(errorText(answer.error()));
    refresh();
}

void CachePane::flush()
{
    const Result<QJsonObject> answer = m_write(u"FlushCache"_s, {}, kUnmetered);
    if (!answer)
        emit errorOccurred(errorText(answer.error()));
    else
        emit statusMessage(tr("Cache flushed: both caches are empty."));
    refresh();
}

void CachePane::showSettings(const QJsonObject &settings)
{
    const bool on = settings.value(u"CacheStatus"_s).toString() == u"ENABLED"_s;
    m_showing = true;
    m_enabled->setChecked(on);
    m_itemTtl->setValue(int(settings.value(u"ItemTtlMillis"_s).toInteger() / 1000));
    m_queryTtl->setValue(int(settings.value(u"QueryTtlMillis"_s).toInteger() / 1000));
    m_showing = false;
    m_itemTtl->setEnabled(on);
    m_queryTtl->setEnabled(on);
    m_flush->setEnabled(on);
    m_settings->setText(
        on ? tr("up to %L1 entries in each cache").arg(settings.value(u"MaxEntries"_s).toInteger())
           : tr("Off: every read goes to the table, as without DAX."));
}

void CachePane::showFigures(const QJsonObject &cache)
{
    const QJsonObject counts = cache.value(u"Statistics"_s).toObject();
    const auto count = [&](const char16_t *name) { return counts.value(name).toInteger(); };
    QString hits = tr("Item cache: %1 · Query cache: %2")
                       .arg(hitsText(count(u"ItemHits"), count(u"ItemMisses")),
                            hitsText(count(u"QueryHits"), count(u"QueryMisses")));
    if (const int stale = m_model->staleCount(); stale > 0)
        hits += u" · "_s + tr("%n stale entry(s)", nullptr, stale);
    m_hits->setText(hits);

    const QJsonObject units = cache.value(u"ConsumedReadCapacity"_s).toObject();
    const double with = units.value(u"WithCache"_s).toDouble();
    const double without = units.value(u"WithoutCache"_s).toDouble();
    QString capacity = tr("Read units on the table: %1 with the cache, %2 without")
                           .arg(unitsText(with), unitsText(without));
    if (without > 0)
        capacity += tr(" (%1% saved)").arg(qRound(100 * (without - with) / without));
    capacity += u" · "_s +
                tr("%n passed through (ConsistentRead, transactions)", nullptr,
                   int(count(u"PassThroughs"))) +
                u" · "_s + tr("%n written through", nullptr, int(count(u"WriteThroughs"))) +
                u" · "_s + tr("%n evicted", nullptr, int(count(u"Evictions"))) + u" · "_s +
                tr("%n expired", nullptr, int(count(u"Expirations")));
    m_capacity->setText(capacity);
}

} // namespace lw
