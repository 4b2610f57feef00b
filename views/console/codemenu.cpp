#include "console/codemenu.h"

#include "codegen/codegen.h"

#include <QApplication>
#include <QClipboard>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace lw {

QString codeFor(const QString &languageName, const QList<CodeCall> &calls)
{
    const std::optional<codegen::Language> language = codegen::languageNamed(languageName);
    if (!language || calls.isEmpty())
        return {};
    QList<codegen::Step> steps;
    for (const auto &[action, request] : calls)
        steps.append(codegen::Step{action, request, {}});
    return codegen::program(*language, steps);
}

QMenu *copyAsCodeMenu(const QString &title, std::function<QList<CodeCall>()> calls, QWidget *parent,
                      std::function<void(const QString &)> copied)
{
    auto *menu = new QMenu(title, parent);
    for (const QString &language : codegen::languageNames()) {
        const QString name = codegen::languageTitle(*codegen::languageNamed(language));
        QAction *action = menu->addAction(name);
        action->setObjectName(u"copyAsCode_"_s + language);
        QObject::connect(action, &QAction::triggered, menu, [=] {
            QApplication::clipboard()->setText(codeFor(language, calls()));
            if (copied)
                copied(name);
        });
    }
    return menu;
}

} // namespace lw
