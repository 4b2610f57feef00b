// "New Table": the members of a CreateTable request (name, keys, billing, global and local
// secondary indexes, stream) and the table's TTL attribute, which UpdateTimeToLive sets once the
// table exists.
//
// Every edit runs the request through the core's own CreateTable validation (createtablerequest.h):
// the first problem shows under the form as the api reports it ("ValidationException: …", in
// DynamoDB's words), the field it is about is marked, and OK stays disabled until there is none.
// Once the core accepts the request, a field DynamoDB requires but the core does not check yet
// holds OK back the same way, with a hint instead of an api error. An untouched new form is
// unfinished rather than wrong: it shows no error, only a disabled OK.
// Enter is OK while OK is enabled; Escape cancels.
//
// The dialog sends nothing: the caller sends createTableRequest(), then timeToLiveRequest() if
// there is one. The TTL attribute is not checked here: the core keeps UpdateTimeToLive's checks
// inside that action, so its error comes from that call.
#pragma once

#include "createtable/createtablerequest.h"

#include <QDialog>
#include <QJsonObject>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace lw {

class IndexListEditor;
class KeyAttributeEdit;

class CreateTableDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget *parent = nullptr);

    QJsonObject createTableRequest() const;
    std::optional<QJsonObject> timeToLiveRequest() const;
    // Fills the form from a CreateTable request (createtablerequest.h says how tolerantly). The TTL
    // attribute, which is no member of CreateTable, is left as it is.
    void setRequest(const QJsonObject &createTableRequest);
    // The error shown under the form; empty when none.
    QString errorText() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *tableGroup();
    QWidget *lifecycleGroup();
    // A key left unnamed: OK waits and the form says so in its own words, where DynamoDB's text
    // names a member path ("Value '' at 'attributeDefinitions.1.member.attributeName' …").
    struct Missing
    {
        QLineEdit *edit = nullptr;
        QString hint;
    };
    std::optional<Missing> missing(const NewTable &table) const;
    QList<QLineEdit *> fieldsAt(const TableProblem &problem) const;
    static QLineEdit *indexField(const IndexListEditor *editor, const QList<NewIndex> &indexes,
                                 int i);
    NewTable form() const;
    void edited();
    void validate();

    // Until the first edit, a problem disables OK but is not shown.
    bool m_touched = false;
    bool m_sized = false; // the first show sizes the dialog to its form
    QLineEdit *m_name = nullptr;
    KeyAttributeEdit *m_partitionKey = nullptr;
    KeyAttributeEdit *m_sortKey = nullptr;
    QComboBox *m_billing = nullptr;
    QSpinBox *m_readUnits = nullptr;
    QSpinBox *m_writeUnits = nullptr;
    IndexListEditor *m_globalIndexes = nullptr;
    IndexListEditor *m_localIndexes = nullptr;
    QLineEdit *m_timeToLive = nullptr;
    QComboBox *m_stream = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lw
