#include "workload/workloaddialog.h"

#include "common/errorlabel.h"
#include "common/formfields.h"
#include "tables/tablesmodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The runner's limits (docs/scenarios.md, "workload"), so the spin boxes cannot ask for more.
constexpr int kMaxRate = 1'000'000;
constexpr int kMaxSeconds = 86'400;
constexpr int kMaxItemBytes = 400 * 1024; // DynamoDB's item size limit

QWidget *page(const QList<std::pair<QString, QWidget *>> &rows)
{
    auto *widget = new QWidget;
    auto *form = new QFormLayout(widget);
    form->setContentsMargins(0, 0, 0, 0);
    for (const auto &[label, field] : rows) {
        if (label.isEmpty())
            form->addRow(field);
        else
            form->addRow(label, field);
    }
    return widget;
}

} // namespace

WorkloadDialog::WorkloadDialog(ApiCall api, Run run, const QString &table, QWidget *parent)
    : QDialog(parent), m_api(std::move(api)), m_run(std::move(run))
{
    setWindowTitle(tr("Run workload"));
    // Read on the projector too, in the window's larger font (a dialog takes none unless told).
    setAttribute(Qt::WA_WindowPropagation);

    m_table = new QComboBox;
    m_table->setObjectName(u"tableCombo"_s);
    m_action = new QComboBox;
    m_action->setObjectName(u"actionCombo"_s);
    for (const QString &action : {u"PutItem"_s, u"GetItem"_s, u"Query"_s, u"UpdateItem"_s})
        m_action->addItem(action, action);
    m_index = new QComboBox;
    m_index->setObjectName(u"indexCombo"_s);
    m_index->setToolTip(tr("What a Query reads: the table, or one of its indexes"));
    m_rate = spinBox(u"rateSpin"_s, 1, kMaxRate, 1000);
    m_rate->setSuffix(tr(" requests a second"));
    m_seconds = spinBox(u"secondsSpin"_s, 1, kMaxSeconds, 10);
    m_seconds->setSuffix(tr(" s of sim time"));

    m_pattern = new QComboBox;
    m_pattern->setObjectName(u"patternCombo"_s);
    m_pattern->addItem(tr("One hot key"), u"constant"_s);
    m_pattern->addItem(tr("A few values"), u"values"_s);
    m_pattern->addItem(tr("Today's date"), u"date"_s);
    m_pattern->addItem(tr("Today's date, sharded (date#1..N)"), u"sharded"_s);
    m_pattern->addItem(tr("Random ids"), u"random"_s);
    m_pattern->addItem(tr("Zipf: a few keys take most requests"), u"zipf"_s);
    m_pattern->addItem(tr("A new key for every request"), u"sequence"_s);
    m_pattern->setToolTip(tr("How each request's partition key is drawn"));
    m_patternPages = static_cast<QStackedWidget *>(patternPages());
    connect(m_pattern, &QComboBox::currentIndexChanged, this, [this](int page) {
        m_patternPages->setCurrentIndex(page);
        fitPatternPage();
    });

    m_attributes = lineEdit(
        u"attributesEdit"_s, {},
        tr("e.g. {\"firmware\": {\"pattern\": \"values\", \"values\": [\"2.1\", \"2.0\"]}}"));
    m_attributes->setToolTip(tr("Other attributes, each drawn by a pattern as the key is (JSON, "
                                "as a scenario step writes it): a GSI's key, a sort key"));
    m_itemBytes = spinBox(u"itemBytesSpin"_s, 1, kMaxItemBytes, 100);
    m_itemBytes->setSuffix(tr(" bytes"));
    m_itemBytes->setToolTip(tr("About how large each written item is: it decides the write units"));
    m_retry = new QComboBox;
    m_retry->setObjectName(u"retryCombo"_s);
    m_retry->addItem(tr("As the AWS SDKs do (backoff with jitter)"), u"sdk"_s);
    m_retry->addItem(tr("Never: a throttled request is dropped"), u"none"_s);
    m_seed = spinBox(u"seedSpin"_s, 1, std::numeric_limits<int>::max(), 1);
    m_seed->setToolTip(tr("The same seed draws the same keys and the same retry delays"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_table);
    form->addRow(tr("&Action:"), m_action);
    form->addRow(tr("&Index:"), m_index);
    form->addRow(tr("&Rate:"), m_rate);
    form->addRow(tr("&Duration:"), m_seconds);
    form->addRow(tr("&Partition keys:"), m_pattern);
    form->addRow(m_patternPages);
    form->addRow(tr("&Other attributes:"), m_attributes);
    form->addRow(tr("Item si&ze:"), m_itemBytes);
    form->addRow(tr("R&etries:"), m_retry);
    form->addRow(tr("&Seed:"), m_seed);

    m_summary = new QLabel;
    m_summary->setObjectName(u"summaryLabel"_s);
    m_summary->setWordWrap(true);
    m_error = new QLabel;
    m_error->setObjectName(u"errorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse); // to copy into a search
    m_error->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("R&un"));
    QPushButton *copy = m_buttons->addButton(tr("&Copy as Step"), QDialogButtonBox::ActionRole);
    copy->setObjectName(u"copyStepButton"_s);
    copy->setToolTip(tr("Put this workload on the clipboard as a scenario step"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"workload"_s, spec()}}).toJson(QJsonDocument::Compact)));
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &WorkloadDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &WorkloadDialog::reject);

    connect(m_table, &QComboBox::currentIndexChanged, this, &WorkloadDialog::updateIndexes);
    connect(m_action, &QComboBox::currentIndexChanged, this, [this] {
        const QString action = m_action->currentData().toString();
        m_index->setEnabled(action == u"Query" && m_index->count() > 1);
        m_itemBytes->setEnabled(action == u"PutItem" || action == u"UpdateItem");
        updateSummary();
    });
    connect(m_rate, &QSpinBox::valueChanged, this, &WorkloadDialog::updateSummary);
    connect(m_seconds, &QSpinBox::valueChanged, this, &WorkloadDialog::updateSummary);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    loadTables(table);
    m_index->setEnabled(false);
    fitPatternPage();
    updateSummary();
}

void WorkloadDialog::fitPatternPage()
{
    // A stacked widget is as tall as its tallest page: only the page shown may ask for room, so
    // one field leaves no gap beneath it.
    for (int i = 0; i < m_patternPages->count(); ++i)
        m_patternPages->widget(i)->setSizePolicy(
            QSizePolicy::Preferred,
            i == m_patternPages->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_patternPages->adjustSize();
    adjustSize();
}

QWidget *WorkloadDialog::patternPages()
{
    m_constant = lineEdit(u"constantEdit"_s, u"ACTIVE"_s);
    m_values = lineEdit(u"valuesEdit"_s, u"ACTIVE, ACTIVE, ACTIVE, IDLE, FAULT"_s);
    m_values->setToolTip(tr("Comma separated, each drawn as often as the others: repeat a value "
                            "to draw it more often"));
    auto *date = new QLabel(tr("Each request uses the date of its sim day (YYYY-MM-DD, UTC): the "
                               "key every writer shares at the same moment"));
    date->setWordWrap(true);
    m_shards = spinBox(u"shardsSpin"_s, 2, 1000, 10);
    m_shards->setPrefix(tr("1 to "));
    m_randomPrefix = lineEdit(u"randomPrefixEdit"_s, u"device-"_s);
    m_randomCount = spinBox(u"randomCountSpin"_s, 1, std::numeric_limits<int>::max(), 10000);
    m_randomCount->setSuffix(tr(" ids"));
    m_zipfPrefix = lineEdit(u"zipfPrefixEdit"_s, u"item-"_s);
    m_zipfCount = spinBox(u"zipfCountSpin"_s, 1, std::numeric_limits<int>::max(), 1000);
    m_zipfCount->setSuffix(tr(" keys"));
    m_zipfExponent = new QDoubleSpinBox;
    m_zipfExponent->setObjectName(u"zipfExponentSpin"_s);
    m_zipfExponent->setRange(0.1, 5.0);
    m_zipfExponent->setSingleStep(0.1);
    m_zipfExponent->setValue(1.0);
    m_zipfExponent->setToolTip(tr("The larger, the more the first keys take"));
    m_sequencePrefix = lineEdit(u"sequencePrefixEdit"_s, u"r-"_s);

    // One page per pattern, in the order the pattern combo offers them.
    auto *pages = new QStackedWidget;
    pages->setObjectName(u"patternPages"_s);
    pages->addWidget(page({{tr("Hot &key:"), m_constant}}));
    pages->addWidget(page({{tr("&Values:"), m_values}}));
    pages->addWidget(page({{QString(), date}}));
    pages->addWidget(page({{tr("S&hards:"), m_shards}}));
    pages->addWidget(
        page({{tr("Id pre&fix:"), m_randomPrefix}, {tr("&Number of ids:"), m_randomCount}}));
    pages->addWidget(page({{tr("Key prefi&x:"), m_zipfPrefix},
                           {tr("Num&ber of keys:"), m_zipfCount},
                           {tr("Ske&w (exponent):"), m_zipfExponent}}));
    pages->addWidget(page({{tr("Ke&y prefix:"), m_sequencePrefix}}));
    return pages;
}

void WorkloadDialog::loadTables(const QString &preferred)
{
    TablesModel tables(m_api);
    if (!tables.reload())
        showError(tables.lastError());
    for (const TableInfo &table : tables.tables()) {
        QStringList indexes;
        for (const IndexInfo &index : table.indexes)
            indexes << index.name;
        m_table->addItem(table.name, table.name);
        m_table->setItemData(m_table->count() - 1, indexes, Qt::UserRole + 1);
    }
    if (m_table->count() == 0 && tables.lastError().isEmpty())
        showError(tr("There is no table yet: create one first (File ▸ New Table…)."));
    if (const int at = m_table->findData(preferred); at >= 0)
        m_table->setCurrentIndex(at);
    updateIndexes();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_table->count() > 0);
}

void WorkloadDialog::updateIndexes()
{
    m_index->clear();
    m_index->addItem(tr("The table"), QString());
    for (const QString &name : m_table->currentData(Qt::UserRole + 1).toStringList())
        m_index->addItem(name, name);
    m_index->setEnabled(m_action->currentData() == u"Query"_s && m_index->count() > 1);
}

QJsonObject WorkloadDialog::spec() const
{
    const QString action = m_action->currentData().toString();
    const QString pattern = m_pattern->currentData().toString();
    QJsonObject key{{u"pattern"_s, pattern}};
    if (pattern == u"constant") {
        key.insert(u"value"_s, m_constant->text());
    } else if (pattern == u"values") {
        QJsonArray values;
        for (const QString &value : m_values->text().split(u',', Qt::SkipEmptyParts))
            values << value.trimmed();
        key.insert(u"values"_s, values);
    } else if (pattern == u"sharded") {
        key.insert(u"of"_s, QJsonObject{{u"pattern"_s, u"date"_s}});
        key.insert(u"shards"_s, m_shards->value());
    } else if (pattern == u"random") {
        key.insert(u"prefix"_s, m_randomPrefix->text());
        key.insert(u"count"_s, m_randomCount->value());
    } else if (pattern == u"zipf") {
        key.insert(u"prefix"_s, m_zipfPrefix->text());
        key.insert(u"count"_s, m_zipfCount->value());
        key.insert(u"exponent"_s, m_zipfExponent->value());
    } else if (pattern == u"sequence") {
        key.insert(u"prefix"_s, m_sequencePrefix->text());
    }
    QJsonObject spec{{u"table"_s, m_table->currentData().toString()},
                     {u"action"_s, action},
                     {u"rate"_s, m_rate->value()},
                     {u"seconds"_s, m_seconds->value()},
                     {u"key"_s, key},
                     {u"retry"_s, m_retry->currentData().toString()},
                     {u"seed"_s, m_seed->value()}};
    if (action == u"Query" && !m_index->currentData().toString().isEmpty())
        spec.insert(u"index"_s, m_index->currentData().toString());
    if (action == u"PutItem" || action == u"UpdateItem")
        spec.insert(u"itemBytes"_s, m_itemBytes->value());
    const QString attributes = m_attributes->text().trimmed();
    if (!attributes.isEmpty()) {
        // Sent as written: a text that is no JSON object goes as a string, which the runner
        // refuses with its own message naming the field.
        const QJsonDocument parsed = QJsonDocument::fromJson(attributes.toUtf8());
        spec.insert(u"attributes"_s,
                    parsed.isObject() ? QJsonValue(parsed.object()) : QJsonValue(attributes));
    }
    return spec;
}

QString WorkloadDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void WorkloadDialog::accept()
{
    const Result<QJsonObject> outcome = m_run(spec());
    if (!outcome) {
        showError(lw::errorText(outcome.error()));
        return;
    }
    m_outcome = *outcome;
    QDialog::accept();
}

void WorkloadDialog::updateSummary()
{
    const QLocale locale;
    const qint64 total = qint64(m_rate->value()) * m_seconds->value();
    m_summary->setText(tr("%1 %2 a second for %3 s: %4 requests, more with retries; the clock "
                          "moves %3 s on.")
                           .arg(locale.toString(m_rate->value()), m_action->currentText(),
                                locale.toString(m_seconds->value()), locale.toString(total)));
}

void WorkloadDialog::showError(const QString &message)
{
    showErrorText(m_error, message);
}

} // namespace lw
