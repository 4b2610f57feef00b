#include "inspector/iteminspector.h"

#include "common/attributetext.h"
#include "inspector/attributedelegate.h"
#include "inspector/attributenode.h"
#include "inspector/attributetreemodel.h"
#include "inspector/eventualreadnote.h"
#include "model/attributejson.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString withShortcut(const QString &toolTip, const QKeySequence &shortcut)
{
    return ItemInspector::tr("%1 (%2)").arg(toolTip, shortcut.toString(QKeySequence::NativeText));
}

// Two key values are the same key when DynamoDB says so ("1" and "1.0" are one Number).
bool sameValue(const QJsonObject &a, const QJsonObject &b)
{
    if (a == b)
        return true;
    auto first = attributeFromJson(a);
    auto second = attributeFromJson(b);
    return first && second && *first == *second;
}

} // namespace

ItemInspector::ItemInspector(QWidget *parent)
    : QWidget(parent), m_model(new AttributeTreeModel(this)),
      m_delegate(new AttributeDelegate(this))
{
    m_view = new QTreeView;
    m_view->setObjectName(u"attributesView"_s);
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->header()->setStretchLastSection(true);
    // An attribute added or renamed widens the columns it needs.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ItemInspector::fitColumns);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ItemInspector::fitColumns);

    m_toolBar = new QToolBar(tr("Item inspector"));
    m_toolBar->setObjectName(u"itemInspectorToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // No accelerators (&): the pane docks into the window, whose letters are all taken; the
    // shortcuts below and the tooltips serve instead.
    m_new = m_toolBar->addAction(tr("New"), this, &ItemInspector::newItem);
    m_new->setObjectName(u"newItemAction"_s);
    m_new->setToolTip(tr("Start a new item with the table's key attributes"));

    const QKeySequence saveShortcut(QKeySequence::Save);
    m_save = m_toolBar->addAction(tr("Save"), this, &ItemInspector::save);
    m_save->setObjectName(u"saveItemAction"_s);
    m_save->setShortcut(saveShortcut);
    m_save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_save->setToolTip(withShortcut(tr("Write the item (PutItem)"), saveShortcut));

    m_revert = m_toolBar->addAction(tr("Revert"), this, &ItemInspector::revert);
    m_revert->setObjectName(u"revertItemAction"_s);
    m_revert->setToolTip(tr("Forget the edits"));

    m_delete = m_toolBar->addAction(tr("Delete item"), this, &ItemInspector::deleteItem);
    m_delete->setObjectName(u"deleteItemAction"_s);
    m_delete->setToolTip(tr("Delete the item as it was read (DeleteItem)"));

    // The attribute tools sit under the tree they act on, on a bar of their own so that both
    // fit a narrow dock.
    m_attributeBar = new QToolBar(tr("Attributes"));
    m_attributeBar->setObjectName(u"attributeToolBar"_s);
    m_attributeBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *typeLabel = new QLabel(tr("Type:"));
    typeLabel->setContentsMargins(4, 0, 2, 0);
    m_attributeBar->addWidget(typeLabel);
    m_typePicker = new QComboBox;
    m_typePicker->setObjectName(u"attributeTypePicker"_s);
    m_typePicker->addItems(AttributeNode::types());
    m_typePicker->setToolTip(tr("The type of the attributes and children added"));
    m_attributeBar->addWidget(m_typePicker);

    m_addAttribute = m_attributeBar->addAction(tr("Add attribute"), this,
                                               [this] { addAttribute(pickedType()); });
    m_addAttribute->setObjectName(u"addAttributeAction"_s);
    m_addAttribute->setToolTip(tr("Add a top-level attribute of the picked type"));

    m_addChild =
        m_attributeBar->addAction(tr("Add child"), this, [this] { addChild(pickedType()); });
    m_addChild->setObjectName(u"addChildAction"_s);
    m_addChild->setToolTip(
        tr("Add an entry of the picked type to the selected map, an element to the selected "
           "list, or a member to the selected set"));

    const QKeySequence removeShortcut(QKeySequence::Delete);
    m_remove = m_attributeBar->addAction(tr("Remove"), this, &ItemInspector::removeSelected);
    m_remove->setObjectName(u"removeAttributeAction"_s);
    m_remove->setShortcut(removeShortcut);
    // Only on the tree itself: Delete in an open editor deletes a character.
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_remove->setToolTip(withShortcut(tr("Remove the selected attribute, entry, element or member"),
                                      removeShortcut));

    // Framed, as the other panes' tool bars: on a projector nobody hovers to find the buttons.
    for (QToolBar *bar : {m_toolBar, m_attributeBar}) {
        for (QAction *action : bar->actions()) {
            if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action)))
                button->setAutoRaise(false);
        }
    }
    m_view->addActions({m_addChild, m_remove});
    addAction(m_save); // its shortcut works from anywhere in the pane

    m_title = new QLabel;
    m_title->setObjectName(u"itemTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_size = new QLabel;
    m_size->setObjectName(u"itemSize"_s);
    m_size->setToolTip(tr("DynamoDB's size of the item, attribute names included; the limit is "
                          "400 KB"));

    m_message = new QLabel;
    m_message->setObjectName(u"itemMessage"_s);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_eventualNote = new EventualReadNote;

    auto *titleRow = new QHBoxLayout;
    titleRow->setContentsMargins(6, 4, 6, 0);
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_size);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_toolBar);
    layout->addLayout(titleRow);
    layout->addWidget(m_eventualNote);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_attributeBar);
    layout->addWidget(m_message);
    m_message->setContentsMargins(6, 2, 6, 4);

    connect(m_model, &AttributeTreeModel::edited, this, &ItemInspector::updateState);
    connect(m_model, &AttributeTreeModel::verdictChanged, this, &ItemInspector::updateTexts);
    // A map, list or set that gains members (a type change, Add child) opens to show them.
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parentIndex) {
                if (parentIndex.isValid())
                    m_view->expand(parentIndex);
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ItemInspector::updateActions);
    start({}, {}, false);
}

ItemInspector::~ItemInspector()
{
    // The tree and its selection go after this object's own members: nothing they say on the way
    // out may reach it.
    m_view->selectionModel()->disconnect(this);
    m_model->disconnect(this);
}

void ItemInspector::setTable(const TableInfo &table)
{
    const bool sameTable = table.name == m_table.name;
    m_table = table;
    m_model->setTable(table);
    if (!sameTable)
        start({}, {}, false);
    else
        updateState();
}

void ItemInspector::showItem(const QJsonObject &item)
{
    start(item, item, !item.isEmpty());
}

void ItemInspector::newItem()
{
    if (m_readOnly || m_table.key.isEmpty())
        return;
    QJsonObject keys;
    for (const KeyAttribute &key : m_table.key) {
        const QString type = key.type.isEmpty() ? u"S"_s : key.type;
        keys.insert(key.name, AttributeNode::emptyValue(type)->toJson());
    }
    start(keys, {}, true);
    editAt(m_model->attributeIndex(m_table.key.first().name, AttributeTreeModel::ValueColumn));
}

void ItemInspector::setReadOnly(bool readOnly)
{
    if (QWidget *editor = openEditor(); editor && readOnly) {
        // An editor left open would keep offering to type; what it holds is kept first.
        m_delegate->commit(editor);
        m_delegate->close(editor);
    }
    m_readOnly = readOnly;
    m_model->setReadOnly(readOnly);
    updateActions();
    updateTexts();
}

bool ItemInspector::keyChanged() const
{
    if (!m_hasItem || m_original.isEmpty())
        return false;
    const QJsonObject now = m_model->toItemJson();
    for (const KeyAttribute &key : m_table.key) {
        if (!sameValue(m_original.value(key.name).toObject(), now.value(key.name).toObject()))
            return true;
    }
    return false;
}

bool ItemInspector::canSave() const
{
    return m_hasItem && !m_readOnly && !m_table.key.isEmpty() && !m_model->hasErrors() &&
           (m_dirty || isNewItem());
}

QJsonObject ItemInspector::item() const
{
    return m_model->toItemJson();
}

QString ItemInspector::messageText() const
{
    return m_message->text();
}

bool ItemInspector::save()
{
    commitEditor();
    if (!canSave())
        return false;
    const QJsonObject oldItem = keyChanged() ? QJsonObject() : m_original;
    emit saveRequested(m_model->toItemJson(), oldItem);
    return true;
}

void ItemInspector::revert()
{
    if (!m_readOnly)
        start(m_baseline, m_original, m_hasItem);
}

bool ItemInspector::deleteItem()
{
    if (m_readOnly || !m_hasItem || m_original.isEmpty() || m_table.key.isEmpty())
        return false;
    emit deleteRequested(keyOf(m_original), m_original);
    return true;
}

QModelIndex ItemInspector::addAttribute(const QString &type)
{
    if (!m_hasItem)
        return {};
    const QModelIndex added = m_model->addChild({}, type);
    editAt(added);
    return added;
}

QModelIndex ItemInspector::addChild(const QString &type)
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (!current.isValid())
        return {};
    const QModelIndex added = m_model->addChild(current, type);
    if (!added.isValid())
        return {};
    // A map entry wants its name first; an element or member its value.
    const bool named =
        added.data(AttributeTreeModel::KindRole).toInt() == int(AttributeNode::Kind::MapEntry);
    editAt(named ? added : added.siblingAtColumn(AttributeTreeModel::ValueColumn));
    return added;
}

bool ItemInspector::removeSelected()
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() && m_model->removeNode(current);
}

void ItemInspector::start(const QJsonObject &item, const QJsonObject &original, bool hasItem)
{
    m_original = original;
    m_baseline = item;
    m_hasItem = hasItem;
    m_eventualNote->setResponse({}); // the window says again for the item now shown
    m_model->setItem(item);
    m_view->expandAll();
    fitColumns();
    updateState();
    emit itemShown(hasItem);
}

void ItemInspector::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitColumns(); // measured while hidden behind the lesson's tab, the rows were not laid out
}

void ItemInspector::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A zoom: the columns are measured again once the tree and its header have the new font.
    if (event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &ItemInspector::fitColumns);
}

void ItemInspector::fitColumns()
{
    for (int column = 0; column < AttributeTreeModel::ValueColumn; ++column)
        m_view->resizeColumnToContents(column);
}

QWidget *ItemInspector::openEditor() const
{
    // An editor open in the tree is a child of its viewport, and has the focus (it closes when it
    // loses it).
    QWidget *focus = QApplication::focusWidget();
    return focus && focus->parentWidget() == m_view->viewport() ? focus : nullptr;
}

void ItemInspector::commitEditor()
{
    if (QWidget *editor = openEditor())
        m_delegate->commit(editor);
}

void ItemInspector::editAt(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    m_view->scrollTo(index);
    m_view->setCurrentIndex(index);
    if (m_view->isVisible())
        m_view->edit(index);
}

QJsonObject ItemInspector::keyOf(const QJsonObject &item) const
{
    QJsonObject key;
    for (const KeyAttribute &attribute : m_table.key) {
        if (item.contains(attribute.name))
            key.insert(attribute.name, item.value(attribute.name));
    }
    return key;
}

QString ItemInspector::pickedType() const
{
    return m_typePicker->currentText();
}

void ItemInspector::updateState()
{
    const bool dirty = m_hasItem && m_model->toItemJson() != m_baseline;
    const bool changed = dirty != m_dirty;
    m_dirty = dirty;
    updateActions();
    updateTexts();
    if (changed)
        emit dirtyChanged(dirty);
}

void ItemInspector::updateActions()
{
    const bool editable = m_hasItem && !m_readOnly;
    const bool hasKey = !m_table.key.isEmpty();
    const QModelIndex current = m_view->currentIndex();
    const QString currentType = current.data(AttributeTreeModel::TypeRole).toString();
    const bool currentHoldsChildren =
        current.isValid() && AttributeNode::isContainerType(currentType) &&
        current.data(AttributeTreeModel::KindRole).toInt() != int(AttributeNode::Kind::SetMember);
    m_new->setEnabled(!m_readOnly && hasKey);
    m_save->setEnabled(canSave());
    m_revert->setEnabled(editable && m_dirty);
    m_delete->setEnabled(editable && hasKey && !m_original.isEmpty());
    m_typePicker->setEnabled(editable);
    m_addAttribute->setEnabled(editable);
    m_addChild->setEnabled(editable && currentHoldsChildren);
    m_remove->setEnabled(editable && current.isValid());
}

void ItemInspector::updateTexts()
{
    // The title names the item by its key as read, so an edited key does not rename it.
    if (!m_hasItem) {
        m_title->setText(m_table.name.isEmpty() ? tr("No table selected") : tr("No item selected"));
    } else if (m_original.isEmpty()) {
        m_title->setText(tr("New item in %1").arg(m_table.name));
    } else {
        QStringList parts;
        for (const KeyAttribute &key : m_table.key)
            parts << attributeDisplayText(m_original.value(key.name).toObject());
        m_title->setText(parts.join(u" · "_s));
    }

    const ItemVerdict &verdict = m_model->verdict();
    if (m_hasItem && verdict.sizeBytes >= 0) {
        m_size->setText(tr("%1 bytes of 400 KB").arg(QLocale().toString(verdict.sizeBytes)));
    } else {
        m_size->clear();
    }

    QString message;
    bool isError = false;
    if (m_readOnly) {
        message = tr("Viewing the past: the item is shown as it was then and cannot be changed. "
                     "Back to now to edit it.");
    } else if (m_hasItem && !verdict.message.isEmpty()) {
        const QString error = verdict.errorType + u": "_s + verdict.message;
        const QString where =
            verdict.node ? m_model->firstErrorIndex().data(AttributeTreeModel::PathRole).toString()
                         : QString();
        message = where.isEmpty() ? error : tr("%1 — %2").arg(where, error);
        isError = true;
    } else if (keyChanged()) {
        message = tr("Saving writes a new item: the key changed. The item it was read from "
                     "stays as it is.");
    } else if (!m_hasItem && !m_table.name.isEmpty() && !m_table.key.isEmpty()) {
        message = tr("Select an item to inspect it, or start a new one.");
    }
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    QPalette palette = this->palette();
    if (isError) {
        const bool dark = palette.color(QPalette::Window).lightness() < 128;
        palette.setColor(QPalette::WindowText,
                         dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    }
    m_message->setPalette(palette);
    m_save->setEnabled(canSave());
}

} // namespace lw
