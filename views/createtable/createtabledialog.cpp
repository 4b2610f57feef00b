#include "createtable/createtabledialog.h"

#include "common/errorlabel.h"
#include "common/fieldmark.h"
#include "common/formscrollarea.h"
#include "createtable/indexlisteditor.h"
#include "createtable/keyattributeedit.h"
#include "doors/apicall.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// A lesson's tables need a handful of units; five digits keep the box narrow.
constexpr int maxUnits = 99'999;

QSpinBox *unitsSpin(const QString &objectName)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(objectName);
    spin->setRange(1, maxUnits);
    spin->setValue(int(NewTable().readUnits));
    return spin;
}

QLabel *buddyLabel(const QString &text, QWidget *buddy)
{
    auto *label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

QWidget *group(const QString &title, QLayout *layout)
{
    auto *box = new QGroupBox(title);
    box->setLayout(layout);
    return box;
}

QWidget *indexGroup(const QString &title, IndexListEditor *editor)
{
    auto *layout = new QVBoxLayout;
    layout->addWidget(editor);
    return group(title, layout);
}

} // namespace

CreateTableDialog::CreateTableDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New Table"));
    // A dialog is a window of its own, which takes no font from its parent unless told: this
    // one is read on the projector too, in the window's larger font.
    setAttribute(Qt::WA_WindowPropagation);

    // Built top to bottom, so the tab order is the reading order.
    auto *form = new QWidget;
    auto *groups = new QVBoxLayout(form);
    groups->setContentsMargins(0, 0, 0, 0);
    groups->addWidget(tableGroup());
    m_globalIndexes = new IndexListEditor(IndexListEditor::Kind::Global);
    m_globalIndexes->setObjectName(u"globalIndexes"_s);
    groups->addWidget(indexGroup(tr("Global secondary indexes"), m_globalIndexes));
    m_localIndexes = new IndexListEditor(IndexListEditor::Kind::Local);
    m_localIndexes->setObjectName(u"localIndexes"_s);
    groups->addWidget(indexGroup(tr("Local secondary indexes"), m_localIndexes));
    groups->addWidget(lifecycleGroup());
    groups->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new FormScrollArea(form));

    m_error = new QLabel;
    m_error->setObjectName(u"errorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse); // to copy into a search
    m_error->hide();
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    // No mnemonic: Enter creates, and some desktops give Cancel Alt+C.
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CreateTableDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CreateTableDialog::reject);
    layout->addWidget(m_buttons);

    for (QLineEdit *edit : {m_name, m_timeToLive})
        connect(edit, &QLineEdit::textChanged, this, &CreateTableDialog::edited);
    for (KeyAttributeEdit *key : {m_partitionKey, m_sortKey})
        connect(key, &KeyAttributeEdit::changed, this, &CreateTableDialog::edited);
    for (QComboBox *combo : {m_billing, m_stream})
        connect(combo, &QComboBox::currentIndexChanged, this, &CreateTableDialog::edited);
    for (QSpinBox *spin : {m_readUnits, m_writeUnits})
        connect(spin, &QSpinBox::valueChanged, this, &CreateTableDialog::edited);
    for (IndexListEditor *editor : {m_globalIndexes, m_localIndexes})
        connect(editor, &IndexListEditor::changed, this, &CreateTableDialog::edited);
    validate();
}

void CreateTableDialog::showEvent(QShowEvent *event)
{
    // A window's default size is capped at two thirds of the screen, which on a projector's 768
    // lines scrolls the TTL and stream fields out of sight: take what the form asks, up to nine
    // tenths of the screen.
    if (!m_sized) {
        m_sized = true;
        resize(sizeHint().boundedTo(screen()->availableSize() * 0.9).expandedTo(minimumSizeHint()));
    }
    QDialog::showEvent(event);
}

QWidget *CreateTableDialog::tableGroup()
{
    m_name = new QLineEdit;
    m_name->setObjectName(u"tableNameEdit"_s);
    m_name->setPlaceholderText(tr("e.g. Orders"));
    m_partitionKey = new KeyAttributeEdit(tr("e.g. PK"));
    m_partitionKey->setNames(u"partitionKey"_s);
    m_sortKey = new KeyAttributeEdit(tr("optional"));
    m_sortKey->setNames(u"sortKey"_s);

    m_billing = new QComboBox;
    m_billing->setObjectName(u"billingCombo"_s);
    m_billing->addItem(tr("On demand (PAY_PER_REQUEST)"), true);
    m_billing->addItem(tr("Provisioned (PROVISIONED)"), false);
    m_readUnits = unitsSpin(u"readUnitsSpin"_s);
    m_writeUnits = unitsSpin(u"writeUnitsSpin"_s);
    QLabel *readLabel = buddyLabel(tr("&Read units:"), m_readUnits);
    QLabel *writeLabel = buddyLabel(tr("&Write units:"), m_writeUnits);
    const auto provisioned = [this, readLabel, writeLabel](int index) {
        const bool on = !m_billing->itemData(index).toBool();
        for (QWidget *w :
             std::initializer_list<QWidget *>{readLabel, m_readUnits, writeLabel, m_writeUnits})
            w->setEnabled(on);
    };
    connect(m_billing, &QComboBox::currentIndexChanged, this, provisioned);
    provisioned(m_billing->currentIndex());
    auto *billing = new QHBoxLayout;
    billing->addWidget(m_billing);
    billing->addSpacing(12);
    billing->addWidget(readLabel);
    billing->addWidget(m_readUnits);
    billing->addWidget(writeLabel);
    billing->addWidget(m_writeUnits);
    billing->addStretch();
    for (QWidget *w : std::initializer_list<QWidget *>{m_billing, m_readUnits, m_writeUnits})
        w->setToolTip(tr("Provisioned units apply to the table and to each global index"));

    auto *form = new QFormLayout;
    form->addRow(tr("Table &name:"), m_name);
    form->addRow(buddyLabel(tr("&Partition key:"), m_partitionKey->nameEdit()), m_partitionKey);
    form->addRow(buddyLabel(tr("&Sort key:"), m_sortKey->nameEdit()), m_sortKey);
    form->addRow(buddyLabel(tr("&Billing:"), m_billing), billing);
    return group(tr("Table"), form);
}

QWidget *CreateTableDialog::lifecycleGroup()
{
    m_timeToLive = new QLineEdit;
    m_timeToLive->setObjectName(u"timeToLiveEdit"_s);
    m_timeToLive->setPlaceholderText(tr("none: items never expire"));
    m_timeToLive->setToolTip(tr("An item expires once this top-level Number, in epoch seconds, "
                                "is past; enabled with UpdateTimeToLive after CreateTable"));
    m_stream = new QComboBox;
    m_stream->setObjectName(u"streamCombo"_s);
    m_stream->addItem(tr("Off"), QString());
    // DynamoDB's own words: they are what the request and the stream records show.
    for (const QString &viewType :
         {u"KEYS_ONLY"_s, u"NEW_IMAGE"_s, u"OLD_IMAGE"_s, u"NEW_AND_OLD_IMAGES"_s})
        m_stream->addItem(viewType, viewType);
    m_stream->setToolTip(tr("What each stream record carries besides the keys; fixed once the "
                            "stream is on"));

    auto *form = new QFormLayout;
    form->addRow(tr("&TTL attribute:"), m_timeToLive);
    form->addRow(tr("Strea&m:"), m_stream);
    return group(tr("Lifecycle"), form);
}

QJsonObject CreateTableDialog::createTableRequest() const
{
    return lw::createTableRequest(form());
}

std::optional<QJsonObject> CreateTableDialog::timeToLiveRequest() const
{
    return lw::timeToLiveRequest(form());
}

void CreateTableDialog::setRequest(const QJsonObject &createTableRequest)
{
    const NewTable table = newTableFromRequest(createTableRequest);
    m_name->setText(table.name);
    m_partitionKey->setValue(table.partitionKey);
    m_sortKey->setValue(table.sortKey);
    m_billing->setCurrentIndex(m_billing->findData(table.payPerRequest));
    m_readUnits->setValue(int(table.readUnits));
    m_writeUnits->setValue(int(table.writeUnits));
    m_globalIndexes->setIndexes(table.globalIndexes);
    m_localIndexes->setIndexes(table.localIndexes);
    m_stream->setCurrentIndex(std::max(0, m_stream->findData(table.streamViewType)));
    edited();
}

QString CreateTableDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

NewTable CreateTableDialog::form() const
{
    NewTable table;
    table.name = m_name->text();
    table.partitionKey = m_partitionKey->value();
    table.sortKey = m_sortKey->value();
    table.globalIndexes = m_globalIndexes->indexes();
    table.localIndexes = m_localIndexes->indexes();
    table.payPerRequest = m_billing->currentData().toBool();
    table.readUnits = m_readUnits->value();
    table.writeUnits = m_writeUnits->value();
    table.streamViewType = m_stream->currentData().toString();
    table.timeToLiveAttribute = m_timeToLive->text();
    return table;
}

void CreateTableDialog::edited()
{
    m_touched = true;
    validate();
}

std::optional<CreateTableDialog::Missing> CreateTableDialog::missing(const NewTable &table) const
{
    using Field = IndexListEditor::Field;
    if (table.partitionKey.name.isEmpty())
        return Missing{m_partitionKey->nameEdit(), tr("Name the table's partition key.")};
    for (int i = 0; i < table.globalIndexes.size(); ++i) {
        if (table.globalIndexes[i].partitionKey.name.isEmpty())
            return Missing{
                m_globalIndexes->field(i, Field::PartitionKeyName),
                tr("Name the partition key of index %1.").arg(table.globalIndexes[i].name)};
    }
    return std::nullopt;
}

// The field of a refused index to mark: its attribute list when it INCLUDEs none (DynamoDB
// refuses that whatever else the index holds), else its name.
QLineEdit *CreateTableDialog::indexField(const IndexListEditor *editor,
                                         const QList<NewIndex> &indexes, int i)
{
    using Field = IndexListEditor::Field;
    const bool includesNone = i >= 0 && i < indexes.size() && indexes[i].projection == u"INCLUDE" &&
                              indexes[i].nonKeyAttributes.isEmpty();
    return editor->field(i, includesNone ? Field::NonKeyAttributes : Field::Name);
}

QList<QLineEdit *> CreateTableDialog::fieldsAt(const TableProblem &problem) const
{
    switch (problem.where) {
    case TableProblem::Where::TableName:
        return {m_name};
    case TableProblem::Where::TableKey:
        if (m_sortKey->value().name.isEmpty())
            return {m_partitionKey->nameEdit()};
        return {m_partitionKey->nameEdit(), m_sortKey->nameEdit()};
    case TableProblem::Where::GlobalIndex:
        return {indexField(m_globalIndexes, form().globalIndexes, problem.index)};
    case TableProblem::Where::LocalIndex:
        return {indexField(m_localIndexes, form().localIndexes, problem.index)};
    }
    return {};
}

void CreateTableDialog::validate()
{
    const NewTable table = form();
    m_localIndexes->setTablePartitionKey(table.partitionKey);
    QString text;
    QList<QLineEdit *> marked;
    // In the form's order: the table's name, then a field left empty (the hint names it, where
    // DynamoDB's text for the same request names a member path, "Value '' at
    // 'attributeDefinitions.1.member.attributeName' …"), then what else DynamoDB refuses.
    const std::optional<TableProblem> problem = tableProblem(table);
    const std::optional<Missing> field = missing(table);
    if (problem && (problem->where == TableProblem::Where::TableName || !field)) {
        text = lw::errorText(problem->error);
        marked = fieldsAt(*problem);
    } else if (field) {
        text = field->hint;
        marked = {field->edit};
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
    if (!m_touched)
        return;
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        markField(edit, marked.contains(edit) ? text : QString());
    showErrorText(m_error, text);
}

} // namespace lw
