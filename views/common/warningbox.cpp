#include "common/warningbox.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace lw {

QMessageBox *openWarning(QWidget *window, const QString &text)
{
    auto *box = new QMessageBox(
        QMessageBox::Warning, QCoreApplication::translate("lw::WarningBox", "Lifecycle Workbench"),
        text, QMessageBox::Ok, window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace lw
