// Copy as Code, one menu for every place that offers it (the request log's calls, the console's
// request, the inspector's item): the languages core/codegen writes, each action copying the
// program for the calls it is given, pointed at `lwb serve`'s default address.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <utility>

class QMenu;
class QWidget;

namespace lw {

// An action name and its request JSON.
using CodeCall = std::pair<QString, QJsonObject>;

// The program for `calls` in `language` (as codegen::languageNames() names them);
// empty for no calls or another name.
QString codeFor(const QString &language, const QList<CodeCall> &calls);

// A menu titled `title` (owned by `parent`) of one action per language; each copies
// codeFor(language, calls()) to the clipboard, `calls` being asked when it is chosen. When
// `copied` is set it is told the language's name as the menu shows it.
QMenu *copyAsCodeMenu(const QString &title, std::function<QList<CodeCall>()> calls, QWidget *parent,
                      std::function<void(const QString &)> copied = {});

} // namespace lw
