#include "tables/querydialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QStringList kSortOperators{{},     u"="_s,  u"<"_s,       u"<="_s,
                                 u">"_s, u">="_s, u"BETWEEN"_s, u"begins_with"_s};
const QStringList kFilterOperators{u"="_s,
                                   u"<>"_s,
                                   u"<"_s,
                                   u"<="_s,
                                   u">"_s,
                                   u">="_s,
                                   u"begins_with"_s,
                                   u"contains"_s,
                                   u"attribute_exists"_s,
                                   u"attribute_not_exists"_s};

} // namespace

QueryDialog::QueryDialog(const TableInfo &table, const QString &indexName, QWidget *parent)
    : QDialog(parent), m_table(table)
{
    setWindowTitle(tr("Query %1").arg(table.name));
    m_source = new QComboBox;
    m_source->setObjectName(u"querySource"_s);
    m_source->addItem(tr("The table %1").arg(table.name), QString());
    for (const IndexInfo &index : table.indexes)
        m_source->addItem(index.global ? tr("Global index %1").arg(index.name)
                                       : tr("Local index %1").arg(index.name),
                          index.name);
    m_source->setCurrentIndex(std::max(0, m_source->findData(indexName)));
    m_operation = new QComboBox;
    m_operation->setObjectName(u"queryOperation"_s);
    m_operation->addItem(tr("Query: the items of one partition key value"));
    m_operation->addItem(tr("Scan: every item, filtered"));

    m_partitionLabel = new QLabel;
    m_partition = new QLineEdit;
    m_partition->setObjectName(u"queryPartition"_s);
    m_sortLabel = new QLabel;
    m_sortOperator = new QComboBox;
    m_sortOperator->setObjectName(u"querySortOperator"_s);
    for (const QString &op : kSortOperators)
        m_sortOperator->addItem(op.isEmpty() ? tr("any") : op, op);
    m_sortValue = new QLineEdit;
    m_sortValue->setObjectName(u"querySortValue"_s);
    m_sortValue2 = new QLineEdit;
    m_sortValue2->setObjectName(u"querySortValue2"_s);
    m_sortValue2->setPlaceholderText(tr("and"));
    auto *sortRow = new QHBoxLayout;
    sortRow->addWidget(m_sortOperator);
    sortRow->addWidget(m_sortValue, 1);
    sortRow->addWidget(m_sortValue2, 1);
    m_descending = new QCheckBox(tr("&Descending by sort key"));
    m_descending->setObjectName(u"queryDescending"_s);

    m_filterAttribute = new QLineEdit;
    m_filterAttribute->setObjectName(u"queryFilterAttribute"_s);
    m_filterAttribute->setPlaceholderText(tr("attribute (none: no filter)"));
    m_filterOperator = new QComboBox;
    m_filterOperator->setObjectName(u"queryFilterOperator"_s);
    m_filterOperator->addItems(kFilterOperators);
    m_filterValue = new QLineEdit;
    m_filterValue->setObjectName(u"queryFilterValue"_s);
    m_filterNumber = new QCheckBox(tr("&Number"));
    m_filterNumber->setObjectName(u"queryFilterNumber"_s);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filterAttribute, 1);
    filterRow->addWidget(m_filterOperator);
    filterRow->addWidget(m_filterValue, 1);
    filterRow->addWidget(m_filterNumber);

    m_preview = new QPlainTextEdit;
    m_preview->setObjectName(u"queryPreview"_s);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto *form = new QFormLayout;
    form->addRow(tr("&Read:"), m_source);
    form->addRow(tr("&Operation:"), m_operation);
    form->addRow(m_partitionLabel, m_partition);
    form->addRow(m_sortLabel, sortRow);
    form->addRow(QString(), m_descending);
    auto *filterLabel = new QLabel(tr("&Filter:"));
    filterLabel->setBuddy(m_filterAttribute);
    form->addRow(filterLabel, filterRow);
    form->addRow(tr("Request:"), m_preview);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Run"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    for (QLineEdit *edit :
         {m_partition, m_sortValue, m_sortValue2, m_filterAttribute, m_filterValue})
        connect(edit, &QLineEdit::textChanged, this, &QueryDialog::update);
    for (QComboBox *box : {m_operation, m_sortOperator, m_filterOperator})
        connect(box, &QComboBox::currentIndexChanged, this, &QueryDialog::update);
    connect(m_source, &QComboBox::currentIndexChanged, this, &QueryDialog::showKeys);
    for (QCheckBox *box : {m_descending, m_filterNumber})
        connect(box, &QCheckBox::toggled, this, &QueryDialog::update);
    showKeys();
}

void QueryDialog::showKeys()
{
    const QString indexName = m_source->currentData().toString();
    const IndexInfo *index = m_table.index(indexName);
    const QList<KeyAttribute> key = index ? index->key : m_table.key;
    const auto named = [](const KeyAttribute &attribute) {
        return attribute.type.isEmpty() ? attribute.name
                                        : u"%1 (%2)"_s.arg(attribute.name, attribute.type);
    };
    m_partitionLabel->setText(key.isEmpty() ? tr("Partition key:") : tr("%1 =").arg(named(key[0])));
    m_sortLabel->setText(key.size() > 1 ? tr("%1:").arg(named(key[1])) : tr("No sort key"));
    m_sortOperator->setEnabled(key.size() > 1);
    if (key.size() < 2)
        m_sortOperator->setCurrentIndex(0);
    update();
}

void QueryDialog::update()
{
    const bool scan = m_operation->currentIndex() == 1;
    const bool sorting = !scan && m_sortOperator->isEnabled() && m_sortOperator->currentIndex() > 0;
    m_partition->setEnabled(!scan);
    m_sortOperator->setEnabled(!scan && m_sortLabel->text() != tr("No sort key"));
    m_sortValue->setEnabled(sorting);
    m_sortValue2->setVisible(m_sortOperator->currentData().toString() == u"BETWEEN");
    m_descending->setEnabled(!scan);
    const QString op = m_filterOperator->currentText();
    const bool valued = op != u"attribute_exists" && op != u"attribute_not_exists";
    m_filterValue->setEnabled(valued);
    m_filterNumber->setEnabled(valued);
    const BuiltQuery made = request();
    m_preview->setPlainText(previewText());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(made.error.isEmpty());
}

void QueryDialog::setForm(const QueryForm &form)
{
    m_operation->setCurrentIndex(form.scan ? 1 : 0);
    m_source->setCurrentIndex(std::max(0, m_source->findData(form.indexName)));
    m_partition->setText(form.partitionValue);
    m_sortOperator->setCurrentIndex(std::max(0, m_sortOperator->findData(form.sortOperator)));
    m_sortValue->setText(form.sortValue);
    m_sortValue2->setText(form.sortValue2);
    m_descending->setChecked(form.descending);
    m_filterAttribute->setText(form.filterAttribute);
    m_filterOperator->setCurrentIndex(std::max(0, m_filterOperator->findText(form.filterOperator)));
    m_filterValue->setText(form.filterValue);
    m_filterNumber->setChecked(form.filterNumber);
    update();
}

QueryForm QueryDialog::form() const
{
    QueryForm form;
    form.scan = m_operation->currentIndex() == 1;
    form.indexName = m_source->currentData().toString();
    form.partitionValue = m_partition->text();
    if (m_sortOperator->isEnabled()) {
        form.sortOperator = m_sortOperator->currentData().toString();
        form.sortValue = m_sortValue->text();
        form.sortValue2 = m_sortValue2->text();
    }
    form.descending = m_descending->isChecked();
    form.filterAttribute = m_filterAttribute->text();
    form.filterOperator = m_filterOperator->currentText();
    form.filterValue = m_filterValue->text();
    form.filterNumber = m_filterNumber->isChecked();
    return form;
}

BuiltQuery QueryDialog::request() const
{
    return queryRequest(form(), m_table);
}

QString QueryDialog::previewText() const
{
    const BuiltQuery made = request();
    if (!made.error.isEmpty())
        return made.error;
    return made.action + u' ' +
           QString::fromUtf8(QJsonDocument(made.request).toJson(QJsonDocument::Indented));
}

} // namespace lw
