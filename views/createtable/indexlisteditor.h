// The secondary indexes of the New Table form, global or local: one row per index (its name, its
// keys, its projection and the attributes an INCLUDE projection copies, comma separated), a remove
// button on each row and an Add button under them. A local index's row shows the table's partition
// key, which it shares, and asks only for a sort key.
//
// Rows are named `<field>_<row>` (indexName_0, partitionKeyName_0, partitionKeyType_0,
// sortKeyName_0, sortKeyType_0, projectionCombo_0, nonKeyAttributesEdit_0, removeButton_0),
// renumbered when a row goes, so tests find them as a user sees them. Each new row is put in the
// tab order where it shows, before the Add button.
#pragma once

#include "createtable/createtablerequest.h"

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace lw {

class KeyAttributeEdit;

class IndexListEditor : public QWidget
{
    Q_OBJECT
public:
    enum class Kind
    {
        Global,
        Local,
    };
    explicit IndexListEditor(Kind kind, QWidget *parent = nullptr);

    QList<NewIndex> indexes() const;
    void setIndexes(const QList<NewIndex> &indexes);
    // Local indexes: the table's partition key, shown on every row.
    void setTablePartitionKey(const KeyAttribute &key);
    enum class Field
    {
        Name,
        PartitionKeyName, // global only
        NonKeyAttributes,
    };
    // The line edit of `field` on row `row`, to mark it; nullptr when there is none.
    QLineEdit *field(int row, Field field) const;

    // Appends an empty row and puts the cursor in its name.
    void addIndex();

signals:
    void changed();

private:
    struct Row
    {
        QLineEdit *name = nullptr;
        KeyAttributeEdit *partitionKey = nullptr; // global only
        QLabel *tablePartitionKey = nullptr;      // local only
        KeyAttributeEdit *sortKey = nullptr;
        QComboBox *projection = nullptr;
        QLineEdit *nonKeyAttributes = nullptr;
        QPushButton *remove = nullptr;
        QList<QWidget *> cells() const;
        QList<QWidget *> tabOrder() const;
    };

    Row newRow();
    void removeRow(const QPushButton *remove);
    void clearRows();
    void placeRows();
    void placeInTabOrder(const Row &row);
    QString tablePartitionKeyText() const;

    Kind m_kind;
    KeyAttribute m_tablePartitionKey;
    QList<Row> m_rows;
    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_headers;
    QPushButton *m_add = nullptr;
};

} // namespace lw
