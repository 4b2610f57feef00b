#include "createtable/indexlisteditor.h"

#include "createtable/keyattributeedit.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The columns, in the order Row::cells() lists a row's widgets.
enum Column
{
    NameColumn,
    PartitionKeyColumn,
    SortKeyColumn,
    ProjectionColumn,
    NonKeyAttributesColumn,
    RemoveColumn,
};

QStringList attributeNames(const QString &text)
{
    QStringList names;
    for (const QString &name : text.split(u',', Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            names << name.trimmed();
    }
    return names;
}

} // namespace

QList<QWidget *> IndexListEditor::Row::cells() const
{
    QWidget *partition = partitionKey ? static_cast<QWidget *>(partitionKey) : tablePartitionKey;
    return {name, partition, sortKey, projection, nonKeyAttributes, remove};
}

QList<QWidget *> IndexListEditor::Row::tabOrder() const
{
    QList<QWidget *> order{name};
    if (partitionKey)
        order << partitionKey->nameEdit() << partitionKey->typeCombo();
    order << sortKey->nameEdit() << sortKey->typeCombo() << projection << nonKeyAttributes
          << remove;
    return order;
}

IndexListEditor::IndexListEditor(Kind kind, QWidget *parent) : QWidget(parent), m_kind(kind)
{
    m_grid = new QGridLayout;
    m_grid->setContentsMargins(0, 0, 0, 0);
    const QStringList headers{tr("Index name"), tr("Partition key"), tr("Sort key"),
                              tr("Projection"), tr("Projected attributes")};
    for (int column = 0; column < headers.size(); ++column) {
        auto *header = new QLabel(headers[column]);
        m_headers << header;
        m_grid->addWidget(header, 0, column);
    }
    m_grid->setColumnStretch(NameColumn, 2);
    m_grid->setColumnStretch(PartitionKeyColumn, 3);
    m_grid->setColumnStretch(SortKeyColumn, 3);
    m_grid->setColumnStretch(NonKeyAttributesColumn, 2);

    const bool global = kind == Kind::Global;
    m_add = new QPushButton(global ? tr("Add &global index") : tr("Add &local index"));
    m_add->setObjectName(u"addButton"_s);
    m_add->setAutoDefault(false); // Enter is OK, whichever field has the cursor
    m_add->setToolTip(global ? tr("A global index has keys of its own: an item lacking them "
                                  "stays out of it")
                             : tr("A local index keeps the table's partitions, sorted by "
                                  "another attribute"));
    connect(m_add, &QPushButton::clicked, this, &IndexListEditor::addIndex);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_grid);
    layout->addWidget(m_add, 0, Qt::AlignLeft);
    placeRows();
}

QList<NewIndex> IndexListEditor::indexes() const
{
    QList<NewIndex> out;
    for (const Row &row : m_rows) {
        NewIndex index;
        index.name = row.name->text();
        if (row.partitionKey)
            index.partitionKey = row.partitionKey->value();
        index.sortKey = row.sortKey->value();
        index.projection = row.projection->currentData().toString();
        if (index.projection == u"INCLUDE")
            index.nonKeyAttributes = attributeNames(row.nonKeyAttributes->text());
        out << index;
    }
    return out;
}

void IndexListEditor::setIndexes(const QList<NewIndex> &indexes)
{
    {
        const QSignalBlocker blocker(this); // one changed() for the whole list
        clearRows();
        for (const NewIndex &index : indexes) {
            const Row row = newRow();
            row.name->setText(index.name);
            if (row.partitionKey)
                row.partitionKey->setValue(index.partitionKey);
            row.sortKey->setValue(index.sortKey);
            row.projection->setCurrentIndex(
                std::max(0, row.projection->findData(index.projection)));
            row.nonKeyAttributes->setText(index.nonKeyAttributes.join(u", "_s));
        }
        placeRows();
    }
    emit changed();
}

void IndexListEditor::setTablePartitionKey(const KeyAttribute &key)
{
    m_tablePartitionKey = key;
    for (const Row &row : std::as_const(m_rows)) {
        if (row.tablePartitionKey)
            row.tablePartitionKey->setText(tablePartitionKeyText());
    }
}

QString IndexListEditor::tablePartitionKeyText() const
{
    return m_tablePartitionKey.name.isEmpty() ? tr("the table's partition key")
                                              : keySchemaText({m_tablePartitionKey});
}

QLineEdit *IndexListEditor::field(int row, Field field) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    const Row &r = m_rows[row];
    switch (field) {
    case Field::Name:
        return r.name;
    case Field::PartitionKeyName:
        return r.partitionKey ? r.partitionKey->nameEdit() : nullptr;
    case Field::NonKeyAttributes:
        return r.nonKeyAttributes;
    }
    return nullptr;
}

void IndexListEditor::addIndex()
{
    const Row row = newRow();
    placeRows();
    // Shown now rather than by the layout's queued show, so that the cursor can go in.
    for (QWidget *cell : row.cells())
        cell->show();
    row.name->setFocus();
    emit changed();
}

IndexListEditor::Row IndexListEditor::newRow()
{
    const bool global = m_kind == Kind::Global;
    Row row;
    row.name = new QLineEdit(this);
    row.name->setPlaceholderText(global ? tr("e.g. ByStatus") : tr("e.g. ByDate"));
    if (global) {
        row.partitionKey = new KeyAttributeEdit(tr("e.g. status"), this);
    } else {
        row.tablePartitionKey = new QLabel(tablePartitionKeyText(), this);
        row.tablePartitionKey->setToolTip(tr("A local index shares the table's partition key"));
    }
    row.sortKey = new KeyAttributeEdit(global ? tr("optional") : tr("required"), this);
    row.projection = new QComboBox(this);
    // DynamoDB's own words: they are what the request and DescribeTable show.
    row.projection->addItem(u"ALL"_s, u"ALL"_s);
    row.projection->addItem(u"KEYS_ONLY"_s, u"KEYS_ONLY"_s);
    row.projection->addItem(u"INCLUDE"_s, u"INCLUDE"_s);
    row.projection->setToolTip(tr("ALL copies every attribute into the index, KEYS_ONLY only the "
                                  "table's and the index's keys, INCLUDE the keys and the "
                                  "attributes listed beside it"));
    row.nonKeyAttributes = new QLineEdit(this);
    row.nonKeyAttributes->setPlaceholderText(tr("e.g. email, total"));
    row.nonKeyAttributes->setToolTip(tr("Comma separated; for INCLUDE only"));
    row.nonKeyAttributes->setEnabled(false);
    row.remove = new QPushButton(tr("Remove"), this);
    row.remove->setAutoDefault(false);
    row.remove->setToolTip(tr("Remove this index"));

    connect(row.projection, &QComboBox::currentIndexChanged, this,
            [combo = row.projection, field = row.nonKeyAttributes] {
                field->setEnabled(combo->currentData().toString() == u"INCLUDE");
            });
    connect(row.remove, &QPushButton::clicked, this,
            [this, remove = row.remove] { removeRow(remove); });
    connect(row.name, &QLineEdit::textChanged, this, &IndexListEditor::changed);
    if (row.partitionKey)
        connect(row.partitionKey, &KeyAttributeEdit::changed, this, &IndexListEditor::changed);
    connect(row.sortKey, &KeyAttributeEdit::changed, this, &IndexListEditor::changed);
    connect(row.projection, &QComboBox::currentIndexChanged, this, &IndexListEditor::changed);
    connect(row.nonKeyAttributes, &QLineEdit::textChanged, this, &IndexListEditor::changed);

    // A line edit's own minimum is a few characters; a narrow dialog would cut "createdAt" to
    // "edAt". These keep a typical name whole.
    const int character = fontMetrics().averageCharWidth();
    row.name->setMinimumWidth(15 * character); // and a field mark's icon
    if (row.partitionKey)
        row.partitionKey->nameEdit()->setMinimumWidth(10 * character);
    row.sortKey->nameEdit()->setMinimumWidth(10 * character);
    row.nonKeyAttributes->setMinimumWidth(14 * character);

    m_rows << row;
    placeInTabOrder(row);
    return row;
}

void IndexListEditor::removeRow(const QPushButton *remove)
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].remove != remove)
            continue;
        // The button is still delivering its click: the row leaves the editor now and is
        // deleted once the click has returned.
        for (QWidget *cell : m_rows[i].cells()) {
            m_grid->removeWidget(cell);
            cell->hide();
            cell->setParent(nullptr);
            cell->deleteLater();
        }
        m_rows.removeAt(i);
        placeRows();
        // The cursor stays in the list: the next row's name, else the Add button.
        if (i < m_rows.size())
            m_rows[i].name->setFocus();
        else
            m_add->setFocus();
        emit changed();
        return;
    }
}

void IndexListEditor::clearRows()
{
    for (const Row &row : std::as_const(m_rows)) {
        for (QWidget *cell : row.cells())
            delete cell;
    }
    m_rows.clear();
}

// Lays the rows out under the headers in their order and names their fields by their row.
void IndexListEditor::placeRows()
{
    for (QLabel *header : std::as_const(m_headers))
        header->setVisible(!m_rows.isEmpty());
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const QList<QWidget *> cells = row.cells();
        for (int column = 0; column < cells.size(); ++column) {
            m_grid->removeWidget(cells[column]);
            m_grid->addWidget(cells[column], i + 1, column);
        }
        const QString suffix = u'_' + QString::number(i);
        row.name->setObjectName(u"indexName"_s + suffix);
        if (row.partitionKey)
            row.partitionKey->setNames(u"partitionKey"_s, suffix);
        else
            row.tablePartitionKey->setObjectName(u"tablePartitionKey"_s + suffix);
        row.sortKey->setNames(u"sortKey"_s, suffix);
        row.projection->setObjectName(u"projectionCombo"_s + suffix);
        row.nonKeyAttributes->setObjectName(u"nonKeyAttributesEdit"_s + suffix);
        row.remove->setObjectName(u"removeButton"_s + suffix);
    }
}

// A new row's fields join the window's focus chain at its end; move them to where the row shows:
// after the last field before the Add button.
void IndexListEditor::placeInTabOrder(const Row &row)
{
    const QList<QWidget *> fields = row.tabOrder();
    QWidget *previous = m_add->previousInFocusChain();
    while (previous != m_add && !fields.contains(previous) &&
           !(previous->focusPolicy() & Qt::TabFocus))
        previous = previous->previousInFocusChain();
    for (QWidget *field : fields) {
        setTabOrder(previous, field);
        previous = field;
    }
}

} // namespace lw
