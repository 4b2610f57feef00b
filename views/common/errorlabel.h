// The red error line of a form or a pane, in the one red that reads on the palette's window
// colour, light or dark (a projector's theme may be either).
#pragma once

class QLabel;
class QString;

namespace lw {

// A form's error line, named `objectName` (for tests): wrapping, hidden until showErrorText().
QLabel *makeErrorLabel(const QString &objectName);
// Shows `text` in `label` in that red, or hides the label when `text` is empty. The colour is
// chosen at each call, so a label follows a palette changed since it was made.
void showErrorText(QLabel *label, const QString &text);

} // namespace lw
