#include "documentpath.h"

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace lw::expr {

namespace {

std::optional<AttributeValue> project(const AttributeValue &value,
                                      const QList<DocumentPath> &suffixes);

// The entries of `map` the (non-empty) suffixes name; an empty map when they name none.
AttributeMap projectMap(const AttributeMap &map, const QList<DocumentPath> &suffixes)
{
    std::map<QString, QList<DocumentPath>> byName;
    for (const auto &s : suffixes) {
        if (!s.first().isIndex())
            byName[s.first().name] << s.sliced(1);
    }
    AttributeMap out;
    for (const auto &[name, rest] : byName) {
        auto it = map.find(name);
        if (it == map.end())
            continue;
        if (auto v = project(it->second, rest))
            out.emplace(name, std::move(*v));
    }
    return out;
}

// `suffixes` are what remains of each path below `value`; an empty suffix takes it whole.
std::optional<AttributeValue> project(const AttributeValue &value,
                                      const QList<DocumentPath> &suffixes)
{
    if (std::any_of(suffixes.begin(), suffixes.end(), [](const auto &s) { return s.isEmpty(); }))
        return value;
    if (value.type() == AttributeValue::Type::M) {
        AttributeMap out = projectMap(value.asMap(), suffixes);
        return out.empty() ? std::nullopt : std::optional(AttributeValue::map(std::move(out)));
    }
    if (value.type() == AttributeValue::Type::L) {
        std::map<qint64, QList<DocumentPath>> byIndex;
        for (const auto &s : suffixes) {
            if (s.first().isIndex())
                byIndex[s.first().index] << s.sliced(1);
        }
        AttributeList out;
        for (const auto &[index, rest] : byIndex) {
            if (index >= qint64(value.asList().size()))
                break;
            if (auto v = project(value.asList()[size_t(index)], rest))
                out.push_back(std::move(*v));
        }
        return out.empty() ? std::nullopt : std::optional(AttributeValue::list(std::move(out)));
    }
    return std::nullopt; // a path goes deeper than a scalar: it names nothing
}

} // namespace

QString pathText(const DocumentPath &path)
{
    QStringList parts;
    for (const auto &e : path)
        parts << (e.isIndex() ? u'[' + QString::number(e.index) + u']' : e.name);
    return u'[' + parts.join(u", "_s) + u']';
}

Item applyProjection(const Item &item, const QList<DocumentPath> &paths)
{
    return projectMap(item, paths);
}

} // namespace lw::expr
