// Selectors: which part of a response a lesson shows, saves or checks. A small subset of
// JMESPath (the language of the AWS CLI's --query), so `Items[].SK` means what it means there:
//
//   selector := primary postfix*
//   primary  := name                          a member of the value selected from
//             | function "(" selector ")"     length, sum, json_loads, json_dumps
//             | "{" name ":" selector ("," name ":" selector)* "}"   an object built of selections
//   postfix  := "." name | "[" integer "]" | "[]"
//   name     := [A-Za-z_][A-Za-z0-9_]* | a JSON string ("archive/DOC#d2.json")
//
// `[n]` takes element n (negative: from the end); `[]` flattens an array one level and applies
// the rest of the selector to each element, leaving out what selects nothing (a projection).
// A member or element that is not there selects null. Functions: length (of an array, object
// or string), sum (of an array of numbers), json_loads (a JSON text to its value) and
// json_dumps (a value to the text Python's json.dumps writes, members in the caller's order).
// The lesson format (docs/scenarios.md) evaluates selectors on plain values (plainvalues.h).
#pragma once

#include <QJsonValue>
#include <QStringList>

#include <expected>
#include <memory>

namespace lw::scenario {

class Selector
{
public:
    // Errors name what is wrong and where (1-based character): `unknown function "lenght"`,
    // `expected "]" at 7`, `unexpected "." at 1`, `the selector is empty`.
    static std::expected<Selector, QString> parse(QStringView text);

    // The selection; null when nothing is selected. `order` is the member order json_dumps
    // writes objects in (pythontext.h).
    QJsonValue evaluate(const QJsonValue &root, const QStringList &order = {}) const;

    QString text() const { return m_text; }

    struct Node; // the parsed form (selector.cpp)

private:
    QString m_text;
    std::shared_ptr<const Node> m_root;
};

} // namespace lw::scenario
