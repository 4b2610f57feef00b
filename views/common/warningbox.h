// A warning over a window that does not block: window-modal, opened rather than exec()'d, so the
// window repaints behind it, work in progress (an endpoint serving) goes on, and tests can read
// it. It deletes itself when closed.
#pragma once

class QMessageBox;
class QString;
class QWidget;

namespace lw {

QMessageBox *openWarning(QWidget *window, const QString &text);

} // namespace lw
