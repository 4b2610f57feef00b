#include "common/fieldmark.h"

#include <QAction>
#include <QLineEdit>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kMarkName = u"fieldMark"_s;

QAction *mark(const QLineEdit *edit)
{
    return edit->findChild<QAction *>(kMarkName, Qt::FindDirectChildrenOnly);
}

} // namespace

void markField(QLineEdit *edit, const QString &problem)
{
    QAction *action = mark(edit);
    if (!action) {
        if (problem.isEmpty())
            return;
        action = edit->addAction(edit->style()->standardIcon(QStyle::SP_MessageBoxWarning),
                                 QLineEdit::TrailingPosition);
        action->setObjectName(kMarkName);
    }
    action->setToolTip(problem);
    action->setVisible(!problem.isEmpty());
}

bool isFieldMarked(const QLineEdit *edit)
{
    const QAction *action = mark(edit);
    return action && action->isVisible();
}

} // namespace lw
