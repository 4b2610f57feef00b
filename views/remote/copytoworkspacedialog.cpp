#include "remote/copytoworkspacedialog.h"

#include "common/errorlabel.h"
#include "common/formfields.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

enum What
{
    All,
    Sample,
    Partition,
};

} // namespace

CopyToWorkspaceDialog::CopyToWorkspaceDialog(const QList<TableInfo> &tables, const QString &current,
                                             QWidget *parent)
    : QDialog(parent), m_tables(tables)
{
    setWindowTitle(tr("Copy to Workspace"));
    m_table = new QComboBox;
    m_table->setObjectName(u"copyTable"_s);
    for (const TableInfo &table : tables)
        m_table->addItem(table.name);
    m_name = lineEdit(u"copyWorkspaceName"_s);
    m_name->setToolTip(tr("The new workspace's folder, under the workbench's workspaces"));

    m_what = new QButtonGroup(this);
    auto *all = new QRadioButton(tr("&All items"));
    all->setObjectName(u"copyAll"_s);
    auto *sample = new QRadioButton(tr("A &sample: the first"));
    sample->setObjectName(u"copySample"_s);
    auto *partition = new QRadioButton(tr("One &partition:"));
    partition->setObjectName(u"copyPartition"_s);
    m_what->addButton(all, All);
    m_what->addButton(sample, Sample);
    m_what->addButton(partition, Partition);
    all->setChecked(true);
    m_limit = spinBox(u"copyLimit"_s, 1, 10'000'000, 1000);
    m_segments = spinBox(u"copySegments"_s, 1, 1000, 1);
    m_segments->setToolTip(tr("A Scan's TotalSegments: each segment is a slice of the key "
                              "space, so a sample over several segments is spread over it"));
    m_partitionLabel = new QLabel;
    m_partition = lineEdit(u"copyPartitionValue"_s);
    auto *whatGrid = new QGridLayout;
    whatGrid->addWidget(all, 0, 0, 1, 4);
    whatGrid->addWidget(sample, 1, 0);
    whatGrid->addWidget(m_limit, 1, 1);
    whatGrid->addWidget(new QLabel(tr("items, over")), 1, 2);
    auto *segmentsRow = new QHBoxLayout;
    segmentsRow->addWidget(m_segments);
    segmentsRow->addWidget(new QLabel(tr("Scan segments")));
    whatGrid->addLayout(segmentsRow, 1, 3);
    whatGrid->addWidget(partition, 2, 0);
    whatGrid->addWidget(m_partitionLabel, 2, 1);
    whatGrid->addWidget(m_partition, 2, 2, 1, 2);
    const auto enable = [this] {
        m_limit->setEnabled(m_what->checkedId() == Sample);
        m_segments->setEnabled(m_what->checkedId() == Sample);
        m_partition->setEnabled(m_what->checkedId() == Partition);
    };
    connect(m_what, &QButtonGroup::idClicked, this, enable);
    enable();

    auto *note = new QLabel(tr("The copy keeps the table's keys, indexes, stream and TTL. Its "
                               "clock starts at now, so items whose TTL has passed arrive "
                               "expired but not yet deleted, as they wait on the service: move "
                               "the clock on to play the sweeper's lag. The reads consume the "
                               "remote table's read capacity."));
    note->setWordWrap(true);
    m_error = makeErrorLabel(u"copyError"_s);
    m_open = new QCheckBox(tr("&Open the copy when it is made"));
    m_open->setObjectName(u"copyOpen"_s);
    m_open->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Table:"), m_table);
    form->addRow(tr("New &workspace:"), m_name);
    form->addRow(tr("Items:"), whatGrid);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Copy"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(m_open);
    layout->addWidget(buttons);

    connect(m_table, &QComboBox::currentIndexChanged, this, &CopyToWorkspaceDialog::tableChosen);
    m_table->setCurrentIndex(std::max(0, m_table->findText(current)));
    tableChosen();
}

void CopyToWorkspaceDialog::tableChosen()
{
    const qsizetype index = m_table->currentIndex();
    if (index < 0 || index >= m_tables.size())
        return;
    const TableInfo &table = m_tables.at(index);
    m_name->setText(table.name + u"-copy"_s);
    const KeyAttribute key = table.key.value(0);
    m_partitionLabel->setText(u"%1 (%2) ="_s.arg(key.name, key.type));
}

RemoteCopyRequest CopyToWorkspaceDialog::request() const
{
    RemoteCopyRequest request;
    request.table = m_table->currentText();
    request.workspaceName = m_name->text().trimmed();
    switch (m_what->checkedId()) {
    case Sample:
        request.limit = m_limit->value();
        request.segments = m_segments->value();
        break;
    case Partition: {
        const KeyAttribute key = m_tables.value(m_table->currentIndex()).key.value(0);
        request.query = {
            {u"KeyConditionExpression"_s, u"#pk = :pk"_s},
            {u"ExpressionAttributeNames"_s, QJsonObject{{u"#pk"_s, key.name}}},
            {u"ExpressionAttributeValues"_s,
             QJsonObject{{u":pk"_s, QJsonObject{{key.type.isEmpty() ? u"S"_s : key.type,
                                                 m_partition->text()}}}}}};
        break;
    }
    default:
        break;
    }
    return request;
}

bool CopyToWorkspaceDialog::openWhenDone() const
{
    return m_open->isChecked();
}

void CopyToWorkspaceDialog::accept()
{
    if (m_table->currentIndex() < 0)
        return showErrorText(m_error, tr("The endpoint has no table to copy"));
    if (m_name->text().trimmed().isEmpty())
        return showErrorText(m_error, tr("Name the new workspace"));
    if (m_what->checkedId() == Partition && m_partition->text().isEmpty())
        return showErrorText(m_error, tr("Give the partition key's value"));
    QDialog::accept();
}

} // namespace lw
