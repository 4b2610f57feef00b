// Marks the form field an error is about: a warning icon inside the line edit, its tooltip the
// error, so the mark shows without relying on colour and can be read by hovering it.
#pragma once

class QLineEdit;
class QString;

namespace lw {

// Marks `edit` with `problem`, or clears the mark when `problem` is empty.
void markField(QLineEdit *edit, const QString &problem);
bool isFieldMarked(const QLineEdit *edit);

} // namespace lw
