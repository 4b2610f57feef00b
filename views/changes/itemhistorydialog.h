// "History of ORDER#o1 · META": every change of one item (ItemHistoryModel) in a table, oldest
// first (time, event, who made it, what it changed, sequence number), and beneath it the selected
// change's old and new images whole, side by side as monospace DynamoDB JSON with the attributes
// that differ highlighted. Opened from a record of the stream records pane.
//
// Non-modal: show() it and it stays beside the window; nothing in it writes. It reads on
// construction and on reload() (or its Reload button) only: whoever writes or moves the clock
// calls reload() to keep it current. The caller owns it (e.g. Qt::WA_DeleteOnClose).
//
// Errors ("ResourceNotFoundException: …") are shown inside the dialog, above the (then empty)
// table. Its font is the parent window's, at least 11 points, for a projector.
#pragma once

#include "doors/apicall.h"

#include <QDialog>
#include <QJsonObject>
#include <QStringList>

class QLabel;
class QSplitter;
class QTableView;
class QTextEdit;

namespace lw {

class ItemHistoryModel;

class ItemHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    // `key`: the item's key attributes as DynamoDB JSON (a stream record's Keys). Reads the
    // table's key schema (DescribeTable, for the order of the key's parts) and the history, then
    // selects the newest change.
    ItemHistoryDialog(ApiCall api, const QString &table, const QJsonObject &key,
                      QWidget *parent = nullptr);

    ItemHistoryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Selects the change with this SequenceNumber (e.g. the stream record the user opened the
    // dialog from); false, and the selection unchanged, when the history has none.
    bool selectChange(const QString &sequenceNumber);

    // The error shown in the dialog; empty when none.
    QString errorText() const;
    // The selected change's images as the panes below the table show them (plain text).
    QString oldImageText() const;
    QString newImageText() const;

public slots:
    // Reads the history again, keeping the selected change selected when it is still there (else
    // the newest).
    void reload();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showImages();
    void updateStatus();

    QStringList m_keyNames; // the table's key schema, partition key first
    ItemHistoryModel *m_model = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_error = nullptr;
    QTableView *m_view = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_oldTitle = nullptr;
    QLabel *m_newTitle = nullptr;
    QTextEdit *m_oldImage = nullptr;
    QTextEdit *m_newImage = nullptr;
    bool m_fitted = false; // the splitter was fitted to the rows on the first show
};

} // namespace lw
