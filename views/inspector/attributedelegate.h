// The editors of AttributeTreeModel's cells: a combo box of the ten types for TypeColumn, and for
// ValueColumn a line edit fitted to the type: a Number's accepts only the characters numbers are
// written with (a hint; DynamoDB's rules decide whether it is a number), a Binary's only base64's.
// Names and values reach the model as they are typed, so DynamoDB's verdict follows every
// keystroke (a name a sibling has is refused until it differs); a type applies once picked. BOOL is
// a check box, drawn by the view itself.
#pragma once

#include <QStyledItemDelegate>

namespace lw {

class AttributeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

    // Hands an open editor's text to the model, or closes it: for the pane, when it saves or
    // turns read-only while an editor is open.
    void commit(QWidget *editor);
    void close(QWidget *editor);
};

} // namespace lw
