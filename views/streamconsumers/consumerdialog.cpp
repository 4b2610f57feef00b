#include "streamconsumers/consumerdialog.h"

#include "common/formfields.h"
#include "consumers/consumer.h"
#include "tables/tablesmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The engine's limits (core/consumers/consumer.h), so the spin boxes cannot ask for more.
constexpr int maxBatchSize = 1000;
constexpr int maxPollDelayMs = 24 * 3600 * 1000; // stream records live 24 hours
constexpr int maxRedeliverEvery = 1000;
constexpr int hasSortKeyRole = Qt::UserRole + 1; // the table combo's: whether it has a sort key

void insertIfSet(QJsonObject &object, const QString &member, const QLineEdit *edit)
{
    const QString text = edit->text().trimmed();
    if (!text.isEmpty())
        object.insert(member, text);
}

} // namespace

ConsumerDialog::ConsumerDialog(ApiCall api, QWidget *parent)
    : QDialog(parent), m_api(std::move(api))
{
    setWindowTitle(tr("Add stream consumer"));
    // A dialog is a window of its own, which takes no font from its parent unless told: this
    // one is read on the projector too, in the window's larger font.
    setAttribute(Qt::WA_WindowPropagation);

    m_table = new QComboBox;
    m_table->setObjectName(u"tableCombo"_s);
    m_table->setToolTip(tr("The table whose stream the consumer reads"));
    m_name = lineEdit(u"nameEdit"_s, {}, tr("e.g. search-index"));
    m_name->setToolTip(tr("1 to 64 letters, digits, '_', '-' or '.'; unique on its table"));

    m_type = new QComboBox;
    m_type->setObjectName(u"typeCombo"_s);
    m_type->addItem(tr("Projector: keeps a search index of the items"), u"PROJECTOR"_s);
    m_type->addItem(tr("Aggregator: keeps counts and sums in a stats item"), u"AGGREGATOR"_s);
    m_type->addItem(tr("Archiver: copies removed items to the archive bucket"), u"ARCHIVER"_s);
    m_typePages = new QStackedWidget;
    m_typePages->addWidget(projectorPage());
    m_typePages->addWidget(aggregatorPage());
    m_typePages->addWidget(archiverPage());
    connect(m_type, &QComboBox::currentIndexChanged, m_typePages, &QStackedWidget::setCurrentIndex);

    m_position = new QComboBox;
    m_position->setObjectName(u"positionCombo"_s);
    m_position->addItem(tr("Oldest kept record (TRIM_HORIZON)"), u"TRIM_HORIZON"_s);
    m_position->addItem(tr("Only records from now on (LATEST)"), u"LATEST"_s);
    m_batchSize = spinBox(u"batchSizeSpin"_s, 1, maxBatchSize, 100);
    m_batchSize->setSuffix(tr(" records"));
    m_pollDelay = spinBox(u"pollDelaySpin"_s, 1, maxPollDelayMs, 1000);
    m_pollDelay->setSuffix(tr(" ms"));
    m_pollDelay->setToolTip(tr("A record reaches the consumer this long after it is made, at the "
                               "earliest, and the consumer polls at most this often"));
    m_filter = lineEdit(u"filterEdit"_s, {}, tr("e.g. {\"eventName\": [\"REMOVE\"]}"));
    m_filter->setToolTip(tr("A Lambda filter pattern (JSON): only matching records are handled; "
                            "empty handles every record"));
    m_redeliverEvery = spinBox(u"redeliverSpin"_s, 0, maxRedeliverEvery, 0);
    m_redeliverEvery->setSpecialValueText(tr("off"));
    m_redeliverEvery->setPrefix(tr("every "));
    m_redeliverEvery->setSuffix(tr(" batches"));
    connect(m_redeliverEvery, &QSpinBox::valueChanged, this,
            [this](int n) { m_redeliverEvery->setSuffix(n == 1 ? tr(" batch") : tr(" batches")); });
    m_redeliverEvery->setToolTip(tr("The at-least-once fault: every Nth batch is handled but not "
                                    "checkpointed, so it comes again"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_table);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("T&ype:"), m_type);
    form->addRow(m_typePages);
    form->addRow(tr("&Start at:"), m_position);
    form->addRow(tr("&Batch size:"), m_batchSize);
    form->addRow(tr("&Poll delay:"), m_pollDelay);
    form->addRow(tr("&Filter pattern:"), m_filter);
    form->addRow(tr("&Redeliver:"), m_redeliverEvery);

    m_error = new QLabel;
    m_error->setObjectName(u"errorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse); // to copy into a search
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_error->setPalette(red);
    m_error->hide();
    m_keyWarning->setPalette(red);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConsumerDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConsumerDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ConsumerDialog::updateOk);
    connect(m_table, &QComboBox::currentIndexChanged, this, &ConsumerDialog::updateKeyWarning);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    loadTables();
    updateOk();
}

QWidget *ConsumerDialog::projectorPage()
{
    m_attributes = lineEdit(u"attributesEdit"_s, {}, tr("every attribute"));
    m_attributes->setToolTip(tr("Comma separated; the key attributes are always kept"));
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Attributes to project:"), m_attributes);
    return page;
}

QWidget *ConsumerDialog::aggregatorPage()
{
    m_groupBy = lineEdit(u"groupByEdit"_s, {}, tr("the partition key"));
    m_statsSortKey = lineEdit(u"statsSortKeyEdit"_s, u"STATS"_s);
    m_statsSortKey->setToolTip(tr("The sort key of each group's stats item"));
    m_countAttribute = lineEdit(u"countAttributeEdit"_s, u"count"_s);
    m_sumSource = lineEdit(u"sumSourceEdit"_s, {}, tr("e.g. total"));
    m_sumSource->setToolTip(tr("A Number attribute of the changed items: its change is added to "
                               "the target attribute of the stats item"));
    m_sumTarget = lineEdit(u"sumTargetEdit"_s, {}, tr("e.g. revenue"));
    auto *sum = new QHBoxLayout;
    sum->addWidget(m_sumSource);
    sum->addWidget(new QLabel(tr("→")));
    sum->addWidget(m_sumTarget);
    m_deduplicate = new QCheckBox(tr("&De-duplicate by sequence number"));
    m_deduplicate->setObjectName(u"deduplicateCheck"_s);
    m_deduplicate->setToolTip(tr("Skip records the stats item has already counted, so a "
                                 "redelivered batch changes nothing"));
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Group by:"), m_groupBy);
    form->addRow(tr("Stats s&ort key:"), m_statsSortKey);
    form->addRow(tr("&Count into:"), m_countAttribute);
    form->addRow(tr("S&um:"), sum);
    form->addRow(m_deduplicate);
    return page;
}

QWidget *ConsumerDialog::archiverPage()
{
    m_prefix = lineEdit(u"prefixEdit"_s, u"archive/"_s);
    m_prefix->setToolTip(tr("Every object key begins with this"));
    m_keyTemplate =
        lineEdit(u"keyTemplateEdit"_s, {}, ConsumerSettings::kDefaultObjectKeyTemplate.toString());
    m_keyTemplate->setToolTip(
        tr("What follows the prefix: {key} is the whole primary key (one object per item), "
           "{hash} the partition key, {range} the sort key. Empty: {key}.json"));
    m_keyWarning = new QLabel;
    m_keyWarning->setObjectName(u"keyTemplateWarning"_s);
    m_keyWarning->setWordWrap(true);
    m_keyWarning->hide();
    connect(m_keyTemplate, &QLineEdit::textChanged, this, &ConsumerDialog::updateKeyWarning);
    m_onlyTtlDeletes = new QCheckBox(tr("Only &items deleted by TTL"));
    m_onlyTtlDeletes->setObjectName(u"onlyTtlCheck"_s);
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Object key pr&efix:"), m_prefix);
    form->addRow(tr("Object &key template:"), m_keyTemplate);
    form->addRow(m_keyWarning);
    form->addRow(m_onlyTtlDeletes);
    return page;
}

void ConsumerDialog::loadTables()
{
    // TablesModel already pages ListTables and describes each table: read through it once.
    TablesModel tables(m_api);
    if (!tables.reload())
        showError(tables.lastError());
    for (const TableInfo &table : tables.tables()) {
        if (table.streamViewType.isEmpty())
            continue;
        m_table->addItem(tr("%1 (%2)").arg(table.name, table.streamViewType), table.name);
        m_table->setItemData(m_table->count() - 1, table.key.size() > 1, hasSortKeyRole);
    }
    if (m_table->count() == 0 && tables.lastError().isEmpty())
        showError(tr("No table has a stream, and a consumer reads one. Turn a table's stream on "
                     "first (UpdateTable with a StreamSpecification)."));
}

QJsonObject ConsumerDialog::request() const
{
    const QString type = m_type->currentData().toString();
    QJsonObject request{
        {u"TableName"_s, m_table->currentData().toString()},
        {u"ConsumerName"_s, m_name->text().trimmed()},
        {u"Type"_s, type},
        {u"StartingPosition"_s, m_position->currentData().toString()},
        {u"BatchSize"_s, m_batchSize->value()},
        {u"PollDelayMillis"_s, m_pollDelay->value()},
        {u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, m_redeliverEvery->value()}}},
    };
    if (type == u"PROJECTOR") {
        QJsonArray attributes;
        for (const QString &name : m_attributes->text().split(u',', Qt::SkipEmptyParts)) {
            if (!name.trimmed().isEmpty())
                attributes << name.trimmed();
        }
        request.insert(u"Projector"_s, QJsonObject{{u"AttributesToProject"_s, attributes}});
    } else if (type == u"AGGREGATOR") {
        QJsonObject aggregator{{u"Deduplicate"_s, m_deduplicate->isChecked()}};
        insertIfSet(aggregator, u"GroupByAttributeName"_s, m_groupBy);
        insertIfSet(aggregator, u"StatsSortKey"_s, m_statsSortKey);
        insertIfSet(aggregator, u"CountAttributeName"_s, m_countAttribute);
        // Half a pair is sent as it is, for the engine to name the missing half.
        QJsonObject sum;
        insertIfSet(sum, u"SourceAttributeName"_s, m_sumSource);
        insertIfSet(sum, u"TargetAttributeName"_s, m_sumTarget);
        if (!sum.isEmpty())
            aggregator.insert(u"Sums"_s, QJsonArray{sum});
        request.insert(u"Aggregator"_s, aggregator);
    } else {
        QJsonObject archiver{{u"OnlyTimeToLiveDeletes"_s, m_onlyTtlDeletes->isChecked()}};
        insertIfSet(archiver, u"Prefix"_s, m_prefix);
        insertIfSet(archiver, u"ObjectKeyTemplate"_s, m_keyTemplate);
        request.insert(u"Archiver"_s, archiver);
    }
    const QString pattern = m_filter->text().trimmed();
    if (!pattern.isEmpty())
        request.insert(
            u"FilterCriteria"_s,
            QJsonObject{{u"Filters"_s, QJsonArray{QJsonObject{{u"Pattern"_s, pattern}}}}});
    return request;
}

QString ConsumerDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ConsumerDialog::accept()
{
    const Result<QJsonObject> created = m_api(u"CreateConsumer"_s, request(), {});
    if (!created) {
        showError(lw::errorText(created.error()));
        return;
    }
    m_created = created->value(u"ConsumerDescription"_s).toObject();
    QDialog::accept();
}

void ConsumerDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

void ConsumerDialog::updateKeyWarning()
{
    const QString keyTemplate = m_keyTemplate->text().trimmed();
    const bool hasSortKey = m_table->currentData(hasSortKeyRole).toBool();
    m_keyWarning->setText(
        tr("⚠ %1 has a sort key: items that share a partition key would be archived to the same "
           "object, each over the last. Add {range}, or use {key}.")
            .arg(m_table->currentData().toString()));
    m_keyWarning->setVisible(!keyTemplate.isEmpty() &&
                             objectKeysMayCollide(keyTemplate, hasSortKey));
}

void ConsumerDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_table->count() > 0 && !m_name->text().trimmed().isEmpty());
}

} // namespace lw
