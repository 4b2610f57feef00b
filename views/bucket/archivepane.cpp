#include "bucket/archivepane.h"

#include "common/clocktext.h"
#include "common/readonlytable.h"
#include "time/timetext.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

ArchiveObjectsModel::ArchiveObjectsModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

bool ArchiveObjectsModel::reload()
{
    QJsonArray objects;
    QString token;
    do {
        QJsonObject request;
        if (!token.isEmpty())
            request.insert(u"ContinuationToken"_s, token);
        const Result<QJsonObject> page = m_api(u"ListArchiveObjects"_s, request, {});
        if (!page) {
            emit errorOccurred(page.error().message);
            return false;
        }
        for (const auto &object : page->value(u"Contents"_s).toArray())
            objects << object;
        token = page->value(u"NextContinuationToken"_s).toString();
    } while (!token.isEmpty());
    beginResetModel();
    m_objects = objects;
    endResetModel();
    return true;
}

int ArchiveObjectsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_objects.size());
}

int ArchiveObjectsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ArchiveObjectsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_objects.size())
        return {};
    const QJsonObject object = m_objects.at(index.row()).toObject();
    if (role == ObjectJsonRole)
        return object;
    if (role == Qt::TextAlignmentRole && index.column() == SizeColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case KeyColumn:
        return object.value(u"Key"_s).toString();
    case SizeColumn:
        return QLocale().formattedDataSize(object.value(u"Size"_s).toInteger(), 1,
                                           QLocale::DataSizeTraditionalFormat);
    case LastModifiedColumn: {
        const auto ms = parseTimeMs(object.value(u"LastModified"_s).toString());
        return ms ? utcText(*ms) : object.value(u"LastModified"_s).toString();
    }
    case StorageClassColumn:
        return object.value(u"StorageClass"_s).toString();
    }
    return {};
}

QVariant ArchiveObjectsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case SizeColumn:
        return tr("Size");
    case LastModifiedColumn:
        return tr("Last modified (UTC)");
    case StorageClassColumn:
        return tr("Storage class");
    }
    return {};
}

ArchivePane::ArchivePane(ApiCall api, QWidget *parent)
    : Pane(parent), m_api(api), m_model(new ArchiveObjectsModel(std::move(api), this)),
      m_view(new QTableView), m_summary(new QLabel), m_details(new QPlainTextEdit)
{
    m_view->setObjectName(u"archiveView"_s);
    m_view->setModel(m_model);
    setUpReadOnlyTable(m_view);
    fitColumnsToContents(m_view, ArchiveObjectsModel::KeyColumn);
    m_summary->setObjectName(u"archiveSummary"_s);
    m_details->setObjectName(u"archiveDetails"_s);
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select an object to see its body, tags and version."));
    connect(m_model, &ArchiveObjectsModel::errorOccurred, this, &ArchivePane::errorOccurred);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ArchivePane::showObject);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summaryRow = new QHBoxLayout;
    m_summaryRow->addWidget(m_summary, 1);
    layout->addLayout(m_summaryRow);
    layout->addWidget(splitter);
    refresh();
}

Pane *ArchivePane::create(const PaneContext &context)
{
    auto *pane = new ArchivePane(context.read);
    if (context.exportBucket)
        pane->setExportAction(context.exportBucket);
    return pane;
}

void ArchivePane::updateFromState(WorkbenchState::Changes what)
{
    using enum WorkbenchState::Change;
    if (what & (Data | Clock | Rewind))
        refresh();
}

void ArchivePane::setExportAction(QAction *action)
{
    auto *button = new QToolButton;
    button->setObjectName(u"archiveExport"_s);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_summaryRow->addWidget(button);
}

QString ArchivePane::detailsText() const
{
    return m_details->toPlainText();
}

void ArchivePane::refresh()
{
    const QString selected = m_view->currentIndex()
                                 .data(ArchiveObjectsModel::ObjectJsonRole)
                                 .toJsonObject()
                                 .value(u"Key"_s)
                                 .toString();
    if (!m_model->reload())
        return;
    m_summary->setText(m_model->rowCount() == 1
                           ? tr("1 object in the archive bucket")
                           : tr("%1 objects in the archive bucket").arg(m_model->rowCount()));
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->index(row, 0).data().toString() == selected)
            return m_view->setCurrentIndex(m_model->index(row, 0));
    m_details->clear();
}

void ArchivePane::showObject(const QModelIndex &index)
{
    if (!index.isValid()) {
        m_details->clear();
        return;
    }
    const QString key =
        m_model->index(index.row(), ArchiveObjectsModel::KeyColumn).data().toString();
    const Result<QJsonObject> object = m_api(u"GetArchiveObject"_s, {{u"Key"_s, key}}, {});
    if (!object) {
        m_details->setPlainText(object.error().typeName() + u": "_s + object.error().message);
        return;
    }
    QStringList tags;
    for (const auto &tag : object->value(u"TagSet"_s).toArray())
        tags << tag.toObject().value(u"Key"_s).toString() + u" = "_s +
                    tag.toObject().value(u"Value"_s).toString();
    const QByteArray body = object->value(u"Body"_s).toString().toUtf8();
    const QJsonDocument json = QJsonDocument::fromJson(body);
    m_details->setPlainText(
        tr("Key: %1\nVersion: %2\nContent type: %3\nTags: %4\n\n%5")
            .arg(key, object->value(u"VersionId"_s).toString(),
                 object->value(u"ContentType"_s).toString(),
                 tags.isEmpty() ? tr("none") : tags.join(u", "_s),
                 json.isNull() ? QString::fromUtf8(body)
                               : QString::fromUtf8(json.toJson(QJsonDocument::Indented))));
}

} // namespace lw
