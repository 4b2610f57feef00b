#include "workbenchmodel.h"
#include "itembatches.h"
#include "workbenchmodelread.h"

#include "api/requestjson.h"
#include "engine/engine.h"
#include "workspace/workspace.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

// A table of the model, checked, with its items parsed.
struct CheckedTable
{
    const ModelTable *model;
    TableDefinition definition;
    QList<Item> items;
};

Error named(Error error, const QString &prefix)
{
    error.message = prefix + error.message;
    return error;
}

// Every check of the file's header comment, before anything is written.
Result<QList<CheckedTable>> check(const QList<ModelTable> &tables, const Engine &engine,
                                  const QString &prefix)
{
    QList<CheckedTable> checked;
    QSet<QString> names;
    for (const ModelTable &table : tables) {
        const QString where = prefix + u"table \"%1\": "_s.arg(table.name);
        auto definition = api::createTableDefinition(table.createTable);
        if (!definition)
            return std::unexpected(named(definition.error(), where));
        if (names.contains(table.name))
            return std::unexpected(validationError(where + u"appears twice in the model"_s));
        names.insert(table.name);
        if (engine.table(table.name))
            return std::unexpected(Error{
                ErrorType::ResourceInUse, where + u"Table already exists: "_s + table.name, {}});
        CheckedTable out{&table, *definition, {}};
        for (const ModelItem &modelItem : table.items) {
            auto item = checkedItem(modelItem.json, out.definition);
            if (!item)
                return std::unexpected(
                    named(item.error(),
                          prefix + u"table \"%1\", %2: "_s.arg(table.name, modelItem.where)));
            out.items << *item;
        }
        checked << out;
    }
    return checked;
}

// Deletes the tables an unfinished import created; `failure` is what stopped it.
template<class T> Result<T> undo(Api &api, const QStringList &created, Result<T> failure)
{
    for (auto it = created.rbegin(); it != created.rend(); ++it)
        api.call(u"DeleteTable", {{u"TableName"_s, *it}});
    return failure;
}

} // namespace

Result<ModelOutcome> importWorkbenchModel(Workspace &workspace, const QString &path,
                                          const Progress &progress)
{
    const QString prefix = u"Model "_s + QFileInfo(path).fileName() + u": "_s;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(
            validationError(prefix + u"cannot be read: "_s + file.errorString()));
    auto model = readWorkbenchModel(file.readAll(), QFileInfo(path).fileName());
    LW_TRY(model);
    auto tables = check(*model, workspace.engine(), prefix);
    LW_TRY(tables);

    Api &api = workspace.api();
    Tally tally{0, 0, progress};
    for (const CheckedTable &table : std::as_const(*tables))
        tally.total += table.items.size();
    QStringList created;
    ModelOutcome outcome;
    for (const CheckedTable &table : std::as_const(*tables)) {
        const QString where = prefix + u"table \"%1\": "_s.arg(table.model->name);
        if (auto made = api.call(u"CreateTable", table.model->createTable); !made)
            return undo<ModelOutcome>(api, created, std::unexpected(named(made.error(), where)));
        created << table.model->name;
        // The engine's own definition: the writer keys the items as the stored table does.
        auto stored = workspace.engine().table(table.model->name);
        if (!stored)
            return undo<ModelOutcome>(api, created, std::unexpected(stored.error()));
        BatchWriter writer(api, *stored, tally);
        Result<bool> more = true;
        for (qsizetype i = 0; i < table.items.size() && more && *more; ++i)
            more = writer.add(table.items.at(i), table.model->items.at(i).json.toObject());
        if (more && *more)
            more = writer.flush();
        if (!more)
            return undo<ModelOutcome>(api, created, std::unexpected(named(more.error(), where)));
        if (!*more)
            return undo<ModelOutcome>(api, created, ModelOutcome{{}, true});
        outcome.tables << ImportedTable{table.model->name, table.items.size()};
    }
    return outcome;
}

} // namespace lw::formats
