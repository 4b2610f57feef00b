// One key attribute as the New Table form asks for it: a name and its type (String, Number or
// Binary, DynamoDB's S, N and B) side by side. A label's buddy is the name edit (nameEdit()): a
// focus proxy would keep this container in the window's tab chain, where a row added later
// (indexlisteditor.h) cannot move it, and Tab would cycle through it.
#pragma once

#include "common/tableinfo.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace lw {

class KeyAttributeEdit : public QWidget
{
    Q_OBJECT
public:
    explicit KeyAttributeEdit(const QString &placeholder, QWidget *parent = nullptr);

    // Names this `<base><suffix>` and its fields `<base>Name<suffix>` and `<base>Type<suffix>`,
    // for tests and accessibility tools.
    void setNames(const QString &base, const QString &suffix = {});

    KeyAttribute value() const;
    // A type other than S, N or B selects S.
    void setValue(const KeyAttribute &key);
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *typeCombo() const { return m_type; }

signals:
    void changed();

private:
    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
};

} // namespace lw
