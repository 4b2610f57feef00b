// The query builder: a Query of the selected table or one of its indexes by partition key value,
// with an optional sort key condition (=, <, <=, >, >=, BETWEEN, begins_with) and order, or a
// Scan of it; either with an optional filter on one attribute. The request it makes shows as
// DynamoDB JSON while it is edited (queryrequest.h builds it), so a learner sees what is sent;
// Run is enabled once it is a request. The window sends it as the user's call (the request log
// shows it) and the items view then pages through what it returns.
#pragma once

#include "common/tableinfo.h"
#include "tables/queryrequest.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace lw {

class QueryDialog : public QDialog
{
    Q_OBJECT
public:
    // On `table`, starting from its index `indexName` (empty: the table itself).
    QueryDialog(const TableInfo &table, const QString &indexName, QWidget *parent = nullptr);

    void setForm(const QueryForm &form);
    QueryForm form() const;
    // What form() makes on the table.
    BuiltQuery request() const;
    // The request's text as the dialog shows it, or the reason it is none.
    QString previewText() const;

private:
    void showKeys();
    void update();

    TableInfo m_table;
    QComboBox *m_source = nullptr; // the table, then its indexes
    QComboBox *m_operation = nullptr;
    QLabel *m_partitionLabel = nullptr;
    QLineEdit *m_partition = nullptr;
    QLabel *m_sortLabel = nullptr;
    QComboBox *m_sortOperator = nullptr;
    QLineEdit *m_sortValue = nullptr;
    QLineEdit *m_sortValue2 = nullptr;
    QCheckBox *m_descending = nullptr;
    QLineEdit *m_filterAttribute = nullptr;
    QComboBox *m_filterOperator = nullptr;
    QLineEdit *m_filterValue = nullptr;
    QCheckBox *m_filterNumber = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lw
