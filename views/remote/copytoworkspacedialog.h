// File ▸ Copy to Workspace…, over a remote endpoint (docs/remote.md): which remote table, the new
// workspace's name, and what of its items to bring home — all of them, a sample (the first N by a
// Scan of S segments), or one partition (a Query on the partition key) — then whether to open
// the copy once it is made. It only collects the choice: the window runs the copy through its
// RemoteCopy door, with progress and cancel.
#pragma once

#include "common/tableinfo.h"
#include "doors/remotecopy.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace lw {

class CopyToWorkspaceDialog : public QDialog
{
    Q_OBJECT
public:
    // `tables`: the remote's, with their key schemas; `current` is chosen first.
    CopyToWorkspaceDialog(const QList<TableInfo> &tables, const QString &current,
                          QWidget *parent = nullptr);

    // What to copy, as the door takes it; valid once the dialog was accepted.
    RemoteCopyRequest request() const;
    bool openWhenDone() const;

    void accept() override; // refuses an empty name or partition key value, saying why

private:
    void tableChosen();

    QList<TableInfo> m_tables;
    QComboBox *m_table = nullptr;
    QLineEdit *m_name = nullptr;
    QButtonGroup *m_what = nullptr;
    QSpinBox *m_limit = nullptr;
    QSpinBox *m_segments = nullptr;
    QLineEdit *m_partition = nullptr;
    QLabel *m_partitionLabel = nullptr;
    QLabel *m_error = nullptr;
    QCheckBox *m_open = nullptr;
};

} // namespace lw
