#include "changes/itemhistorydialog.h"

#include "changes/changerow.h"
#include "changes/itemhistorymodel.h"
#include "common/attributetext.h"
#include "common/errorlabel.h"
#include "common/readonlytable.h"
#include "common/tableinfo.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QShowEvent>
#include <QSplitter>
#include <QTableView>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextEdit>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qreal minimumPointSize = 11; // as the main window: readable on a projector
constexpr QSize initialSize(1000, 560);

// Translucent, so they shade a light or a dark base alike and the text keeps its colour: red
// where the old image had what changed, green where the new one has it (the stream pane's
// colours for REMOVE and INSERT).
const QColor oldTint(0xc6, 0x28, 0x28, 48);
const QColor newTint(0x2e, 0x7d, 0x32, 48);

// `image` as DynamoDB JSON, one attribute a line (compact, type tags kept: this pane shows what
// the api returns), each line tinted where `other` lacks the attribute or holds another value.
// Only a change with both images tints: against a missing image every line would be.
// `none` stands in for a missing image.
void showImage(QTextEdit *edit, const QVariant &image, const QVariant &other,
               const QStringList &keyNames, const QColor &tint, const QString &none)
{
    edit->clear();
    if (!image.isValid()) {
        edit->setPlainText(none);
        return;
    }
    const QJsonObject values = image.toJsonObject();
    const QJsonObject others = other.toJsonObject();
    const bool compare = other.isValid();
    QTextCursor cursor(edit->document());
    QTextBlockFormat plain;
    QTextBlockFormat marked;
    marked.setBackground(tint);
    cursor.insertText(u"{"_s);
    const QStringList names = orderedNames(values, keyNames);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString &name = names[i];
        const QJsonObject value = values.value(name).toObject();
        const bool differs = compare && others.value(name).toObject() != value;
        cursor.insertBlock(differs ? marked : plain);
        cursor.insertText(u"  \""_s + name + u"\": "_s + attributeJson(value) +
                          (i + 1 < names.size() ? u","_s : QString()));
    }
    cursor.insertBlock(plain);
    cursor.insertText(u"}"_s);
    edit->moveCursor(QTextCursor::Start);
}

QTextEdit *imageEdit(const QString &objectName, const QFont &font)
{
    auto *edit = new QTextEdit;
    edit->setObjectName(objectName);
    edit->setReadOnly(true);
    edit->setFont(font);
    edit->setLineWrapMode(QTextEdit::WidgetWidth); // a long value wraps: no sideways scrolling
    return edit;
}

} // namespace

ItemHistoryDialog::ItemHistoryDialog(ApiCall api, const QString &table, const QJsonObject &key,
                                     QWidget *parent)
    : QDialog(parent), m_model(new ItemHistoryModel(api, this))
{
    // A dialog is a window of its own, which does not inherit the window's font: take it, and
    // make sure of the projector's minimum, before the children are made with it.
    QFont readable = parent ? parent->font() : font();
    if (readable.pointSizeF() > 0 && readable.pointSizeF() < minimumPointSize)
        readable.setPointSizeF(minimumPointSize);
    setFont(readable);
    setModal(false);

    // The key's parts in schema order; a table that cannot be described (its history errors
    // then too, and says why) falls back to the key's own, alphabetical, order.
    if (const Result<QJsonObject> described =
            api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, table}}, {})) {
        for (const KeyAttribute &part :
             parseTableDescription(described->value(u"Table"_s).toObject()).key)
            m_keyNames << part.name;
    }
    if (m_keyNames.isEmpty())
        m_keyNames = key.keys();
    QStringList values;
    for (const QString &name : std::as_const(m_keyNames))
        values << attributeDisplayText(key.value(name).toObject());
    setWindowTitle(tr("History of %1").arg(values.join(u" · "_s)));

    m_status = new QLabel;
    m_status->setObjectName(u"historyStatus"_s);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_error = new QLabel;
    m_error->setObjectName(u"historyError"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse); // to copy into a search
    m_error->hide();

    m_view = new QTableView;
    m_view->setObjectName(u"historyView"_s);
    m_view->setModel(m_model);
    setUpReadOnlyTable(m_view);
    fitColumnsToContents(m_view, ItemHistoryModel::ChangesColumn);

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(readable.pointSizeF());
    m_oldImage = imageEdit(u"oldImage"_s, mono);
    m_newImage = imageEdit(u"newImage"_s, mono);
    m_oldTitle = new QLabel(tr("Old image (before the change)"));
    m_newTitle = new QLabel(tr("New image (after the change)"));
    for (QLabel *title : {m_oldTitle, m_newTitle}) {
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
    }
    auto *images = new QWidget;
    auto *grid = new QGridLayout(images);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_oldTitle, 0, 0);
    grid->addWidget(m_newTitle, 0, 1);
    grid->addWidget(m_oldImage, 1, 0);
    grid->addWidget(m_newImage, 1, 1);
    grid->setRowStretch(1, 1);

    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(images);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *reloadButton = buttons->addButton(tr("&Reload"), QDialogButtonBox::ActionRole);
    reloadButton->setAutoDefault(false);
    connect(reloadButton, &QPushButton::clicked, this, &ItemHistoryDialog::reload);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_error);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(buttons);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ItemHistoryDialog::showImages);
    resize(initialSize);

    m_model->setItem(table, key);
    if (m_model->rowCount() > 0)
        m_view->selectRow(m_model->rowCount() - 1);
    showImages();
    updateStatus();
}

void ItemHistoryDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (m_fitted)
        return;
    m_fitted = true;
    // The splitter shares by size hints, which leaves a few changes scrolling above half-empty
    // images. The table gets the height of its rows instead, between a third and two thirds,
    // so neither side of a typical history (half a dozen changes, a dozen attributes) scrolls.
    const int available = m_splitter->height() - m_splitter->handleWidth();
    const int wanted = m_view->horizontalHeader()->height() + m_view->verticalHeader()->length() +
                       2 * m_view->frameWidth();
    const int table = std::clamp(wanted, available / 3, available * 2 / 3);
    m_splitter->setSizes({table, available - table});
}

void ItemHistoryDialog::reload()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    const QString sequenceNumber =
        selected.isEmpty() ? QString()
                           : selected.first().data(ItemHistoryModel::SequenceNumberRole).toString();
    m_model->reload();
    if (!selectChange(sequenceNumber) && m_model->rowCount() > 0)
        m_view->selectRow(m_model->rowCount() - 1);
    showImages();
    updateStatus();
}

bool ItemHistoryDialog::selectChange(const QString &sequenceNumber)
{
    const int row = sequenceNumber.isEmpty() ? -1 : m_model->rowOf(sequenceNumber);
    if (row < 0)
        return false;
    m_view->selectRow(row);
    m_view->scrollTo(m_model->index(row, 0));
    return true;
}

void ItemHistoryDialog::showImages()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    if (selected.isEmpty()) {
        const QString nothing = tr("(select a change above)");
        for (QTextEdit *edit : {m_oldImage, m_newImage})
            edit->setPlainText(m_model->rowCount() > 0 ? nothing : QString());
        return;
    }
    const QVariant oldImage = selected.first().data(ItemHistoryModel::OldImageRole);
    const QVariant newImage = selected.first().data(ItemHistoryModel::NewImageRole);
    showImage(m_oldImage, oldImage, newImage, m_keyNames, oldTint,
              tr("(none: this change created the item)"));
    showImage(m_newImage, newImage, oldImage, m_keyNames, newTint,
              tr("(none: this change deleted the item)"));
}

void ItemHistoryDialog::updateStatus()
{
    const QJsonObject key = m_model->key();
    QStringList parts;
    for (const QString &name : std::as_const(m_keyNames))
        parts << tr("%1: %2").arg(name, attributeDisplayText(key.value(name).toObject()));
    const QString item = tr("%1 in table %2").arg(parts.join(u" · "_s), m_model->tableName());
    const int changes = m_model->rowCount();
    if (!m_model->lastError().isEmpty())
        m_status->setText(item);
    else if (changes == 0)
        m_status->setText(tr("%1 · no changes: this item was never written").arg(item));
    else
        m_status->setText(
            tr("%1 · %2").arg(item, changes == 1 ? tr("1 change") : tr("%1 changes").arg(changes)));

    showErrorText(m_error, m_model->lastError());
}

QString ItemHistoryDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString ItemHistoryDialog::oldImageText() const
{
    return m_oldImage->toPlainText();
}

QString ItemHistoryDialog::newImageText() const
{
    return m_newImage->toPlainText();
}

} // namespace lw
