#include "inspector/attributedelegate.h"

#include "inspector/attributenode.h"
#include "inspector/attributetreemodel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>

using namespace Qt::StringLiterals;

namespace lw {

QWidget *AttributeDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    // Editors report to the delegate, whose signals are not const.
    auto *self = const_cast<AttributeDelegate *>(this);
    if (index.column() == AttributeTreeModel::TypeColumn) {
        auto *types = new QComboBox(parent);
        types->setObjectName(u"typeEditor"_s);
        types->addItems(AttributeNode::types());
        // Picking a type is the whole edit: apply it and close, as a menu would.
        connect(types, &QComboBox::activated, self, [self, types] {
            emit self->commitData(types);
            emit self->closeEditor(types);
        });
        return types;
    }
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    auto *line = qobject_cast<QLineEdit *>(editor);
    if (!line)
        return editor;
    connect(line, &QLineEdit::textEdited, self, [self, line] { emit self->commitData(line); });
    if (index.column() != AttributeTreeModel::ValueColumn) {
        line->setObjectName(u"nameEditor"_s);
        return editor;
    }
    line->setObjectName(u"valueEditor"_s);
    const QString type = index.data(AttributeTreeModel::TypeRole).toString();
    if (type == u"N") {
        line->setValidator(
            new QRegularExpressionValidator(QRegularExpression(u"[0-9+\\-.eE]*"_s), line));
        line->setPlaceholderText(tr("a number: 42, -0.5, 1E+3"));
    } else if (type == u"B") {
        line->setValidator(
            new QRegularExpressionValidator(QRegularExpression(u"[A-Za-z0-9+/=]*"_s), line));
        line->setPlaceholderText(tr("base64: AAEC/w=="));
    }
    return editor;
}

void AttributeDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *types = qobject_cast<QComboBox *>(editor)) {
        types->setCurrentText(index.data(Qt::EditRole).toString());
        return;
    }
    // The model's text is what was just typed: setting it again would move the cursor.
    auto *line = qobject_cast<QLineEdit *>(editor);
    if (line && line->text() == index.data(Qt::EditRole).toString())
        return;
    QStyledItemDelegate::setEditorData(editor, index);
}

void AttributeDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                     const QModelIndex &index) const
{
    if (auto *types = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, types->currentText());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void AttributeDelegate::commit(QWidget *editor)
{
    emit commitData(editor);
}

void AttributeDelegate::close(QWidget *editor)
{
    emit closeEditor(editor);
}

} // namespace lw
