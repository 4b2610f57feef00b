#include "applyupdate.h"

#include "evaluate.h"

#include <algorithm>
#include <map>
#include <type_traits>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

using Type = AttributeValue::Type;

std::unexpected<Error> fail(const QString &text)
{
    return std::unexpected(validationError(text));
}

std::unexpected<Error> missingAttribute()
{
    return fail(
        u"The provided expression refers to an attribute that does not exist in the item"_s);
}

std::unexpected<Error> wrongType()
{
    return fail(u"An operand in the update expression has an incorrect data type"_s);
}

std::unexpected<Error> invalidPath()
{
    return fail(u"The document path provided in the update expression is invalid for update"_s);
}

bool isSet(Type type)
{
    return type == Type::SS || type == Type::NS || type == Type::BS;
}

// The value of a SET right-hand side (or an ADD / DELETE operand), read from the original item.
Result<AttributeValue> evaluateValue(const Operand &operand, const Item &item)
{
    using K = Operand::Kind;
    switch (operand.kind) {
    case K::Path:
        if (const AttributeValue *value = resolvePath(item, operand.path))
            return *value;
        return missingAttribute();
    case K::Value:
        return operand.value;
    case K::IfNotExists:
        if (operand.args.size() != 2)
            return wrongType();
        if (const AttributeValue *value = resolvePath(item, operand.args[0].path))
            return *value;
        return evaluateValue(operand.args[1], item);
    case K::ListAppend:
    case K::Plus:
    case K::Minus: {
        // Each argument is evaluated and type-checked before the next, as dynalite does, so a
        // missing first argument is reported before a wrongly typed second one.
        const Type wanted = operand.kind == K::ListAppend ? Type::L : Type::N;
        std::optional<AttributeValue> first;
        for (const Operand &arg : operand.args) {
            auto value = evaluateValue(arg, item);
            if (!value)
                return value;
            if (value->type() != wanted)
                return wrongType();
            if (!first) {
                first = std::move(*value);
                continue;
            }
            if (operand.kind == K::ListAppend) {
                AttributeList joined = first->asList();
                joined.insert(joined.end(), value->asList().begin(), value->asList().end());
                return AttributeValue::list(std::move(joined));
            }
            auto number = operand.kind == K::Plus ? first->asNumber().add(value->asNumber())
                                                  : first->asNumber().subtract(value->asNumber());
            LW_TRY(number);
            return AttributeValue::number(*number);
        }
        return wrongType(); // fewer than two arguments: the parser rejects this
    }
    case K::Size: // a condition function; the parser rejects it in updates
        return wrongType();
    }
    return wrongType();
}

template<class Set, class Element> bool containsElement(const Set &set, const Element &element)
{
    return std::find(set.begin(), set.end(), element) != set.end();
}

// `a` plus the members of `b` it lacks (both sets of one type), a's order first.
AttributeValue setUnion(const AttributeValue &a, const AttributeValue &b)
{
    const auto join = [](auto out, const auto &more) {
        for (const auto &e : more) {
            if (!containsElement(out, e))
                out.push_back(e);
        }
        return out;
    };
    switch (a.type()) {
    case Type::SS:
        return AttributeValue::stringSet(join(a.asStringSet(), b.asStringSet()));
    case Type::NS:
        return AttributeValue::numberSet(join(a.asNumberSet(), b.asNumberSet()));
    default:
        return AttributeValue::binarySet(join(a.asBinarySet(), b.asBinarySet()));
    }
}

// `a` without the members of `b` (both sets of one type); nullopt when nothing is left.
std::optional<AttributeValue> setDifference(const AttributeValue &a, const AttributeValue &b)
{
    const auto keep = [](const auto &from, const auto &drop) {
        std::remove_cvref_t<decltype(from)> out;
        for (const auto &e : from) {
            if (!containsElement(drop, e))
                out.push_back(e);
        }
        return out;
    };
    switch (a.type()) {
    case Type::SS: {
        auto left = keep(a.asStringSet(), b.asStringSet());
        return left.isEmpty() ? std::nullopt : std::optional(AttributeValue::stringSet(left));
    }
    case Type::NS: {
        auto left = keep(a.asNumberSet(), b.asNumberSet());
        return left.empty() ? std::nullopt : std::optional(AttributeValue::numberSet(left));
    }
    default: {
        auto left = keep(a.asBinarySet(), b.asBinarySet());
        return left.isEmpty() ? std::nullopt : std::optional(AttributeValue::binarySet(left));
    }
    }
}

// What one action does at its path: put a value there, or remove what is there.
struct Edit
{
    const DocumentPath *path = nullptr;
    std::optional<AttributeValue> value; // nullopt: remove
};

// ADD's new value, or its error.
Result<AttributeValue> added(const AttributeValue *current, const AttributeValue &operand)
{
    if (operand.type() != Type::N && !isSet(operand.type()))
        return wrongType();
    if (!current)
        return operand;
    if (current->type() != operand.type())
        return wrongType();
    if (operand.type() == Type::N) {
        auto sum = current->asNumber().add(operand.asNumber());
        LW_TRY(sum);
        return AttributeValue::number(*sum);
    }
    return setUnion(*current, operand);
}

bool parentAccepts(const Item &item, const DocumentPath &path)
{
    if (path.isEmpty() || path.first().isIndex())
        return false;
    if (path.size() == 1)
        return true; // the item itself is the parent
    const AttributeValue *parent = resolvePath(item, path.first(path.size() - 1));
    if (!parent)
        return false;
    return path.last().isIndex() ? parent->type() == Type::L : parent->type() == Type::M;
}

// The edits, one per action that changes something; or the first error.
Result<std::vector<Edit>> planEdits(const Item &item, const UpdateActions &actions,
                                    ItemOrigin origin)
{
    using K = UpdateAction::Kind;
    // SET values first: dynalite (live-tested) resolves them all before it looks at any path.
    std::vector<std::optional<AttributeValue>> setValues(actions.size());
    for (size_t i = 0; i < actions.size(); ++i) {
        if (actions[i].kind != K::Set)
            continue;
        auto value = evaluateValue(actions[i].value, item);
        LW_TRY(value);
        setValues[i] = std::move(*value);
    }

    std::vector<Edit> edits;
    for (size_t i = 0; i < actions.size(); ++i) {
        const UpdateAction &action = actions[i];
        if (!parentAccepts(item, action.path)) {
            if (action.kind == K::Remove && origin == ItemOrigin::New)
                continue;
            return invalidPath();
        }
        const AttributeValue *current = resolvePath(item, action.path);
        switch (action.kind) {
        case K::Set:
            edits.push_back({&action.path, std::move(setValues[i])});
            break;
        case K::Remove:
            if (current)
                edits.push_back({&action.path, std::nullopt});
            break;
        case K::Add: {
            auto operand = evaluateValue(action.value, item);
            LW_TRY(operand);
            auto value = added(current, *operand);
            LW_TRY(value);
            edits.push_back({&action.path, std::move(*value)});
            break;
        }
        case K::Delete: {
            auto operand = evaluateValue(action.value, item);
            LW_TRY(operand);
            if (!isSet(operand->type()))
                return wrongType();
            if (!current)
                break;
            if (current->type() != operand->type())
                return wrongType();
            edits.push_back({&action.path, setDifference(*current, *operand)});
            break;
        }
        }
    }
    return edits;
}

// The edits as a tree of paths, so each map and list is rebuilt once with all of its edits
// applied together — which is what keeps list indexes meaning the original positions.
struct EditTree
{
    const Edit *edit = nullptr; // an edit ends here (then there are no children: no overlaps)
    std::map<QString, EditTree> byName;
    std::map<qint64, EditTree> byIndex;

    void insert(const Edit &e)
    {
        EditTree *node = this;
        for (const PathElement &step : *e.path)
            node = step.isIndex() ? &node->byIndex[step.index] : &node->byName[step.name];
        node->edit = &e;
    }
};

AttributeValue rebuild(const AttributeValue &value, const EditTree &tree);

void rebuildMap(AttributeMap &map, const EditTree &tree)
{
    for (const auto &[name, child] : tree.byName) {
        if (child.edit && child.edit->value) {
            map[name] = *child.edit->value;
        } else if (child.edit) {
            if (auto it = map.find(name); it != map.end())
                map.erase(it);
        } else if (auto it = map.find(name); it != map.end()) {
            it->second = rebuild(it->second, child);
        }
    }
}

AttributeList rebuildList(const AttributeList &list, const EditTree &tree)
{
    AttributeList out;
    out.reserve(list.size() + tree.byIndex.size());
    for (size_t i = 0; i < list.size(); ++i) {
        auto it = tree.byIndex.find(qint64(i));
        if (it == tree.byIndex.end())
            out.push_back(list[i]);
        else if (!it->second.edit)
            out.push_back(rebuild(list[i], it->second));
        else if (it->second.edit->value)
            out.push_back(*it->second.edit->value);
        // else: removed
    }
    // Indexes past the end append, in index order (DynamoDB's documented rule).
    for (auto it = tree.byIndex.lower_bound(qint64(list.size())); it != tree.byIndex.end(); ++it) {
        if (it->second.edit && it->second.edit->value)
            out.push_back(*it->second.edit->value);
    }
    return out;
}

AttributeValue rebuild(const AttributeValue &value, const EditTree &tree)
{
    if (value.type() == Type::M) {
        AttributeMap map = value.asMap();
        rebuildMap(map, tree);
        return AttributeValue::map(std::move(map));
    }
    if (value.type() == Type::L)
        return AttributeValue::list(rebuildList(value.asList(), tree));
    return value; // unreachable: planEdits checked every parent is a map or a list
}

} // namespace

Result<Item> applyUpdate(const Item &item, const UpdateActions &actions, ItemOrigin origin)
{
    auto edits = planEdits(item, actions, origin);
    LW_TRY(edits);
    EditTree tree;
    for (const Edit &e : *edits)
        tree.insert(e);
    Item out = item;
    rebuildMap(out, tree);
    return out;
}

Item updatedAttributes(const Item &item, const UpdateActions &actions)
{
    QList<DocumentPath> paths;
    paths.reserve(qsizetype(actions.size()));
    for (const UpdateAction &action : actions)
        paths << action.path;
    return applyProjection(item, paths);
}

} // namespace lw::expr
