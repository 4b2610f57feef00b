// The fixed world every fuzz input is parsed and evaluated in. Placeholders cover all ten
// attribute types (so type checks, size(), attribute_type and every SET/ADD/DELETE operand rule
// can be reached) plus extreme numbers for the overflow paths of + - and ADD; the item holds the
// same types at the top level and nested, so paths like name.a[2].b or l[9] find something.
#include "fuzzexpression.h"

#include "expr/applyupdate.h"
#include "expr/evaluate.h"
#include "expr/parser.h"

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::expr;

namespace {

AttributeValue number(QStringView text)
{
    return AttributeValue::number(Number::parse(text).value_or(Number()));
}

AttributeValue bytes(const char *text)
{
    return AttributeValue::binary(QByteArray(text));
}

AttributeValue stringSet()
{
    return AttributeValue::stringSet({u"a"_s, u"b"_s});
}

AttributeValue numberSet()
{
    return AttributeValue::numberSet({Number::fromInt64(1), Number::fromInt64(2)});
}

AttributeValue binarySet()
{
    return AttributeValue::binarySet({QByteArray("\x01"), QByteArray("\x02\x03")});
}

// One of each type, for the list attribute `l` and the list value `:l`.
AttributeList everyType()
{
    return {AttributeValue::string(u"s"_s),
            number(u"-1.5"),
            bytes("b"),
            AttributeValue::boolean(true),
            AttributeValue::null(),
            AttributeValue::list({number(u"1")}),
            AttributeValue::map({{u"a"_s, AttributeValue::string(u"x"_s)}}),
            stringSet(),
            numberSet(),
            binarySet()};
}

Placeholders makePlaceholders()
{
    Placeholders p;
    p.names = {{u"#a"_s, u"a"_s},
               {u"#b"_s, u"b"_s},
               {u"#n"_s, u"name"_s}, // a reserved word, legal only through a placeholder
               {u"#d"_s, u"dotted.name"_s}};
    p.values = {
        {u":a"_s, AttributeValue::string(u"a"_s)},
        {u":b"_s, bytes("ab")},
        {u":s"_s, AttributeValue::string(u"abc"_s)},
        {u":n"_s, number(u"1")},
        {u":l"_s, AttributeValue::list(everyType())},
        {u":m"_s, AttributeValue::map({{u"a"_s, number(u"2")}, {u"b"_s, AttributeValue::null()}})},
        {u":ss"_s, stringSet()},
        {u":ns"_s, numberSet()},
        {u":bs"_s, binarySet()},
        {u":t"_s, AttributeValue::boolean(false)},
        {u":z"_s, AttributeValue::null()},
        {u":type"_s, AttributeValue::string(u"SS"_s)},
        {u":big"_s, number(u"9.9999999999999999999999999999999999999E+125")},
        {u":tiny"_s, number(u"1E-130")},
    };
    return p;
}

Item makeItem()
{
    AttributeMap nested = {
        {u"a"_s, AttributeValue::list({number(u"1"), AttributeValue::string(u"x"_s),
                                       AttributeValue::map({{u"b"_s, number(u"3")}})})},
        {u"n"_s, AttributeValue::null()},
    };
    return {
        {u"a"_s, AttributeValue::string(u"abc"_s)},
        {u"b"_s, number(u"42")},
        {u"name"_s, AttributeValue::map(nested)},
        {u"l"_s, AttributeValue::list(everyType())},
        {u"m"_s, AttributeValue::map({{u"a"_s, AttributeValue::string(u"x"_s)},
                                      {u"l"_s, AttributeValue::list({number(u"1")})}})},
        {u"ss"_s, stringSet()},
        {u"ns"_s, numberSet()},
        {u"bs"_s, binarySet()},
        {u"bin"_s, bytes("abc")},
        {u"bool"_s, AttributeValue::boolean(true)},
        {u"null"_s, AttributeValue::null()},
        {u"big"_s, number(u"9E+125")},
        {u"dotted.name"_s, AttributeValue::string(u"d"_s)},
    };
}

// What the parser and applyUpdate promise about their errors; anything else is a finding.
void checkError(const Error &error, const char *where)
{
    if (error.type == ErrorType::Validation && !error.message.isEmpty())
        return;
    std::fprintf(stderr, "lwFuzzExpression: %s returned a %s with message \"%s\"\n", where,
                 qPrintable(error.typeName()), qPrintable(error.message));
    std::abort();
}

void fuzzCondition(QStringView text, ConditionKind kind, Placeholders &placeholders,
                   const Item &item)
{
    Result<Condition> condition = parseCondition(text, kind, placeholders);
    if (!condition) {
        checkError(condition.error(), "parseCondition");
        return;
    }
    evaluate(*condition, item);
    evaluate(*condition, Item()); // an empty item stands for a missing one
}

void fuzzUpdate(QStringView text, Placeholders &placeholders, const Item &item)
{
    Result<UpdateActions> actions = parseUpdate(text, placeholders);
    if (!actions) {
        checkError(actions.error(), "parseUpdate");
        return;
    }
    updatedAttributes(item, *actions);
    if (Result<Item> updated = applyUpdate(item, *actions); updated)
        updatedAttributes(*updated, *actions);
    else
        checkError(updated.error(), "applyUpdate");
    // A new item differs for REMOVE below a missing attribute (ignored rather than an error).
    const Item keyOnly = {{u"a"_s, AttributeValue::string(u"abc"_s)}};
    if (Result<Item> created = applyUpdate(keyOnly, *actions, ItemOrigin::New); !created)
        checkError(created.error(), "applyUpdate(New)");
}

// Byte 0 as one of the five grammar letters: the letter itself, else its value modulo 5.
char grammarOf(uint8_t first)
{
    static constexpr char kGrammars[] = {'C', 'F', 'K', 'U', 'P'};
    for (char letter : kGrammars) {
        if (first == uint8_t(letter))
            return letter;
    }
    return kGrammars[first % 5];
}

} // namespace

int lwFuzzExpression(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    // Built once: the fuzzer calls this millions of times and the world never changes.
    static const Placeholders kPlaceholders = makePlaceholders();
    static const Item kItem = makeItem();

    const QString text =
        QString::fromUtf8(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    Placeholders placeholders = kPlaceholders; // parsing marks placeholders used
    switch (grammarOf(data[0])) {
    case 'C':
        fuzzCondition(text, ConditionKind::Condition, placeholders, kItem);
        break;
    case 'F':
        fuzzCondition(text, ConditionKind::Filter, placeholders, kItem);
        break;
    case 'K':
        if (Result<KeyCondition> key = parseKeyCondition(text, placeholders); !key)
            checkError(key.error(), "parseKeyCondition");
        break;
    case 'U':
        fuzzUpdate(text, placeholders, kItem);
        break;
    default:
        if (Result<QList<DocumentPath>> paths = parseProjection(text, placeholders); !paths)
            checkError(paths.error(), "parseProjection");
        else
            applyProjection(kItem, *paths);
        break;
    }
    return 0;
}
