// File ▸ Upload Table to Endpoint…, over a workspace (docs/remote.md): which of its tables, to
// which saved connection (File ▸ Connect to Endpoint… makes more), under which name there. It
// only collects the choice: the window runs the upload through its RemoteUpload door, with
// progress and cancel, into an empty remote table only.
#pragma once

#include "doors/remotecopy.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;

namespace lw {

class UploadTableDialog : public QDialog
{
    Q_OBJECT
public:
    // `tables`: the workspace's; `current` is chosen first; `connections`: the saved ones.
    UploadTableDialog(const QStringList &tables, const QString &current,
                      const QList<RemoteConnection> &connections, QWidget *parent = nullptr);

    // What to upload, as the door takes it; valid once the dialog was accepted.
    RemoteUploadRequest request() const;

    void accept() override; // refuses when there is no table or no connection, saying why

private:
    QList<RemoteConnection> m_connections;
    QComboBox *m_table = nullptr;
    QComboBox *m_connection = nullptr;
    QLineEdit *m_remoteName = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace lw
