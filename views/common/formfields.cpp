#include "common/formfields.h"

#include <QLineEdit>
#include <QSpinBox>

namespace lw {

QLineEdit *lineEdit(const QString &objectName, const QString &text, const QString &placeholder)
{
    auto *edit = new QLineEdit(text);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    return edit;
}

QSpinBox *spinBox(const QString &objectName, int minimum, int maximum, int value)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(objectName);
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace lw
