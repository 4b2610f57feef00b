#include "console/codemenu.h"

#include "codegen/codegen.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
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
    const std::pair<QString, QString> languages[] = {
        {u"python"_s, QCoreApplication::translate("lw::CodeMenu", "Python (boto3)")},
        {u"js"_s, QCoreApplication::translate("lw::CodeMenu", "JavaScript (AWS SDK v3)")},
        {u"cli"_s, QCoreApplication::translate("lw::CodeMenu", "AWS CLI")}};
    for (const auto &[language, name] : languages) {
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
