#include "remote/uploadtabledialog.h"

#include "common/errorlabel.h"
#include "common/formfields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

UploadTableDialog::UploadTableDialog(const QStringList &tables, const QString &current,
                                     const QList<RemoteConnection> &connections, QWidget *parent)
    : QDialog(parent), m_connections(connections)
{
    setWindowTitle(tr("Upload Table to Endpoint"));
    m_table = new QComboBox;
    m_table->setObjectName(u"uploadTable"_s);
    m_table->addItems(tables);
    m_table->setCurrentIndex(std::max(0, int(tables.indexOf(current))));
    m_connection = new QComboBox;
    m_connection->setObjectName(u"uploadConnection"_s);
    for (const RemoteConnection &connection : connections)
        m_connection->addItem(u"%1 — %2"_s.arg(connection.name, connection.endpoint));
    m_remoteName = lineEdit(u"uploadRemoteName"_s, {}, tr("the same name"));
    auto *note = new QLabel(tr("The remote table is made with this one's keys, indexes, stream "
                               "and TTL, then every item is written, consuming its write "
                               "capacity. Into an empty table only: one that holds items is "
                               "refused before anything is written."));
    note->setWordWrap(true);
    m_error = makeErrorLabel(u"uploadError"_s);

    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_table);
    form->addRow(tr("&Endpoint:"), m_connection);
    form->addRow(tr("&Name there:"), m_remoteName);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Upload"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

RemoteUploadRequest UploadTableDialog::request() const
{
    return {.table = m_table->currentText(),
            .destination = m_connections.value(m_connection->currentIndex()),
            .remoteName = m_remoteName->text().trimmed()};
}

void UploadTableDialog::accept()
{
    if (m_table->currentIndex() < 0)
        return showErrorText(m_error, tr("The workspace has no table to upload"));
    if (m_connection->currentIndex() < 0)
        return showErrorText(m_error, tr("No endpoint is saved yet: connect to one first (File ▸ "
                                         "Connect to Endpoint…)"));
    QDialog::accept();
}

} // namespace lw
