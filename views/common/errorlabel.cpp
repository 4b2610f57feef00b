#include "common/errorlabel.h"

#include <QLabel>

namespace lw {

QLabel *makeErrorLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->hide();
    return label;
}

void showErrorText(QLabel *label, const QString &text)
{
    const bool dark = label->palette().color(QPalette::Window).lightness() < 128;
    QPalette red = label->palette();
    red.setColor(QPalette::WindowText, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    label->setPalette(red);
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace lw
