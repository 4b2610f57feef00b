#include "evaluate.h"

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

using Type = AttributeValue::Type;

// UTF-16 code units ordered as their code points, which is also UTF-8 byte order (DynamoDB
// orders strings by their UTF-8 bytes). Plain UTF-16 order puts U+E000..U+FFFF after the
// surrogates that encode U+10000 and above; moving the surrogates to the top fixes that.
char16_t codePointOrderKey(char16_t unit)
{
    if (unit >= 0xD800 && unit <= 0xDFFF)
        return char16_t(unit + 0x2000);
    if (unit >= 0xE000)
        return char16_t(unit - 0x800);
    return unit;
}

int compareStrings(const QString &a, const QString &b)
{
    const qsizetype common = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < common; ++i) {
        const char16_t x = a.at(i).unicode(), y = b.at(i).unicode();
        if (x != y)
            return codePointOrderKey(x) < codePointOrderKey(y) ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

int compareBytes(const QByteArray &a, const QByteArray &b)
{
    // memcmp compares as unsigned char, as DynamoDB orders binaries.
    const qsizetype common = std::min(a.size(), b.size());
    if (const int c = common ? std::memcmp(a.constData(), b.constData(), size_t(common)) : 0)
        return c < 0 ? -1 : 1;
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

// The order of two S, two N or two B values; nullopt for any other pair (not comparable).
std::optional<int> order(const AttributeValue *a, const AttributeValue *b)
{
    if (!a || !b || a->type() != b->type())
        return std::nullopt;
    switch (a->type()) {
    case Type::S:
        return compareStrings(a->asString(), b->asString());
    case Type::N:
        return a->asNumber().compare(b->asNumber());
    case Type::B:
        return compareBytes(a->asBinary(), b->asBinary());
    default:
        return std::nullopt;
    }
}

bool equal(const AttributeValue *a, const AttributeValue *b)
{
    return a && b && *a == *b;
}

bool compare(Comparator comparator, const AttributeValue *a, const AttributeValue *b)
{
    if (comparator == Comparator::Eq)
        return equal(a, b);
    if (comparator == Comparator::Ne)
        return !equal(a, b);
    const auto c = order(a, b);
    if (!c)
        return false;
    switch (comparator) {
    case Comparator::Lt:
        return *c < 0;
    case Comparator::Le:
        return *c <= 0;
    case Comparator::Gt:
        return *c > 0;
    case Comparator::Ge:
        return *c >= 0;
    default:
        return false;
    }
}

bool beginsWith(const AttributeValue *a, const AttributeValue *prefix)
{
    if (!a || !prefix || a->type() != prefix->type())
        return false;
    if (a->type() == Type::S)
        return a->asString().startsWith(prefix->asString());
    if (a->type() == Type::B)
        return a->asBinary().startsWith(prefix->asBinary());
    return false;
}

bool contains(const AttributeValue *a, const AttributeValue *v)
{
    if (!a || !v)
        return false;
    switch (a->type()) {
    case Type::S:
        return v->type() == Type::S && a->asString().contains(v->asString());
    case Type::B:
        return v->type() == Type::B && a->asBinary().contains(v->asBinary());
    case Type::SS:
        return v->type() == Type::S && a->asStringSet().contains(v->asString());
    case Type::NS: {
        if (v->type() != Type::N)
            return false;
        const auto &set = a->asNumberSet();
        return std::find(set.begin(), set.end(), v->asNumber()) != set.end();
    }
    case Type::BS:
        return v->type() == Type::B && a->asBinarySet().contains(v->asBinary());
    case Type::L: {
        const auto &list = a->asList();
        return std::find(list.begin(), list.end(), *v) != list.end();
    }
    default:
        return false;
    }
}

bool hasType(const AttributeValue *a, const AttributeValue *typeName)
{
    if (!a || !typeName || typeName->type() != Type::S)
        return false;
    const auto type = AttributeValue::typeFromName(typeName->asString());
    return type && *type == a->type();
}

std::optional<qint64> sizeOf(const AttributeValue &value)
{
    switch (value.type()) {
    case Type::S:
        // UTF-16 code units, not UTF-8 bytes: measured against the service (ExtendDB PR #67:
        // size("é𝄞") = 3), and what dynalite's JavaScript `length` gives.
        return value.asString().size();
    case Type::B:
        return value.asBinary().size();
    case Type::SS:
        return value.asStringSet().size();
    case Type::NS:
        return qint64(value.asNumberSet().size());
    case Type::BS:
        return value.asBinarySet().size();
    case Type::L:
        return qint64(value.asList().size());
    case Type::M:
        return qint64(value.asMap().size());
    default:
        return std::nullopt;
    }
}

} // namespace

OperandValue OperandValue::borrowed(const AttributeValue *value)
{
    OperandValue v;
    v.m_borrowed = value;
    return v;
}

OperandValue OperandValue::owned(AttributeValue value)
{
    OperandValue v;
    v.m_owned = std::move(value);
    return v;
}

const AttributeValue *resolvePath(const Item &item, const DocumentPath &path)
{
    if (path.isEmpty() || path.first().isIndex())
        return nullptr;
    auto it = item.find(path.first().name);
    if (it == item.end())
        return nullptr;
    const AttributeValue *value = &it->second;
    for (qsizetype i = 1; i < path.size(); ++i) {
        const PathElement &step = path[i];
        if (step.isIndex()) {
            if (value->type() != Type::L || step.index >= qint64(value->asList().size()))
                return nullptr;
            value = &value->asList()[size_t(step.index)];
        } else {
            if (value->type() != Type::M)
                return nullptr;
            auto child = value->asMap().find(step.name);
            if (child == value->asMap().end())
                return nullptr;
            value = &child->second;
        }
    }
    return value;
}

OperandValue evaluateOperand(const Operand &operand, const Item &item)
{
    switch (operand.kind) {
    case Operand::Kind::Path:
        return OperandValue::borrowed(resolvePath(item, operand.path));
    case Operand::Kind::Value:
        return OperandValue::borrowed(&operand.value);
    case Operand::Kind::Size: {
        if (operand.args.empty())
            return {};
        const OperandValue arg = evaluateOperand(operand.args.front(), item);
        if (!arg)
            return {};
        if (const auto size = sizeOf(*arg.get()))
            return OperandValue::owned(AttributeValue::number(Number::fromInt64(*size)));
        return {};
    }
    default:
        return {};
    }
}

bool evaluate(const Condition &condition, const Item &item)
{
    using K = Condition::Kind;
    const auto operand = [&](size_t i) {
        return i < condition.operands.size() ? evaluateOperand(condition.operands[i], item)
                                             : OperandValue();
    };
    switch (condition.kind) {
    case K::Compare:
        return compare(condition.comparator, operand(0).get(), operand(1).get());
    case K::Between: {
        const OperandValue a = operand(0), lower = operand(1), upper = operand(2);
        const auto fromLower = order(a.get(), lower.get());
        const auto toUpper = order(a.get(), upper.get());
        return fromLower && toUpper && *fromLower >= 0 && *toUpper <= 0;
    }
    case K::In: {
        const OperandValue a = operand(0);
        for (size_t i = 1; a && i < condition.operands.size(); ++i) {
            if (equal(a.get(), operand(i).get()))
                return true;
        }
        return false;
    }
    case K::AttributeExists:
        return bool(operand(0));
    case K::AttributeNotExists:
        return !operand(0);
    case K::AttributeType:
        return hasType(operand(0).get(), operand(1).get());
    case K::BeginsWith:
        return beginsWith(operand(0).get(), operand(1).get());
    case K::Contains:
        return contains(operand(0).get(), operand(1).get());
    case K::And:
        return condition.children.size() == 2 && evaluate(condition.children[0], item) &&
               evaluate(condition.children[1], item);
    case K::Or:
        return condition.children.size() == 2 &&
               (evaluate(condition.children[0], item) || evaluate(condition.children[1], item));
    case K::Not:
        return condition.children.size() == 1 && !evaluate(condition.children[0], item);
    }
    return false;
}

namespace {

void collectPaths(const Operand &operand, QList<DocumentPath> &paths)
{
    if (operand.kind == Operand::Kind::Path)
        paths << operand.path;
    for (const auto &arg : operand.args)
        collectPaths(arg, paths);
}

void collectPaths(const Condition &condition, QList<DocumentPath> &paths)
{
    for (const auto &operand : condition.operands)
        collectPaths(operand, paths);
    for (const auto &child : condition.children)
        collectPaths(child, paths);
}

} // namespace

QList<DocumentPath> pathsReadBy(const Condition &condition)
{
    QList<DocumentPath> paths;
    collectPaths(condition, paths);
    return paths;
}

} // namespace lw::expr
