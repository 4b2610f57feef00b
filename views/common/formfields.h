// The fields a form's dialog makes by the dozen, each with its object name (the widget tests find
// fields by it): a line edit with its text and placeholder, a spin box with its range, value and
// thousands separators.
#pragma once

#include <QString>

class QLineEdit;
class QSpinBox;

namespace lw {

QLineEdit *lineEdit(const QString &objectName, const QString &text = {},
                    const QString &placeholder = {});
QSpinBox *spinBox(const QString &objectName, int minimum, int maximum, int value);

} // namespace lw
