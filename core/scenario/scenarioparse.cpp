// parseScenario(): the lesson file format of docs/scenarios.md, checked field by field. Each
// check names the place ("scenario" or `step N ("kind")`) and the field, so a lesson author sees
// at once which line of the file to look at.
#include "scenario.h"

#include "api/api.h"
#include "placeholders.h"
#include "requesttexts.h"
#include "time/lifecycle.h"
#include "time/timetext.h"
#include "workload/workloadspec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <tuple>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

constexpr int kFormat = 1;

template<class T> using Parsed = std::expected<T, QString>;

const QList<std::pair<QString, StepKind>> kStepKinds{
    {u"call"_s, StepKind::Call},
    {u"advance"_s, StepKind::Advance},
    {u"clock"_s, StepKind::Clock},
    {u"sweep"_s, StepKind::Sweep},
    {u"narrate"_s, StepKind::Narrate},
    {u"heading"_s, StepKind::Heading},
    {u"timeline"_s, StepKind::Timeline},
    {u"expect"_s, StepKind::Expect},
    {u"workload"_s, StepKind::Workload},
    // A PartiQL statement is a call of ExecuteStatement written as the statement alone
    // (parseStatement); stepKindName(Call) stays "call", the first name listed.
    {u"statement"_s, StepKind::Call}};

const QList<std::pair<QString, Check>> kChecks{
    {u"item"_s, Check::Item},           {u"query"_s, Check::Query},
    {u"stream"_s, Check::Stream},       {u"object"_s, Check::Object},
    {u"lifecycle"_s, Check::Lifecycle}, {u"workload"_s, Check::Workload}};

const QStringList kLifecycleStates{lifecycleStateName(LifecycleState::Absent),
                                   lifecycleStateName(LifecycleState::Active),
                                   lifecycleStateName(LifecycleState::Expired),
                                   lifecycleStateName(LifecycleState::DeletedByTtl),
                                   lifecycleStateName(LifecycleState::DeletedByUser),
                                   lifecycleStateName(LifecycleState::DeletedByConsumer)};

QString quoted(const QString &text)
{
    return u"\""_s + text + u"\""_s;
}

QString quotedList(const QStringList &names)
{
    QStringList out;
    for (const QString &name : names)
        out << quoted(name);
    return out.join(u", "_s);
}

// The members of one JSON object of the file, read with messages that name `where` and the field
// (with `prefix`, for objects inside a step: "show.").
class Fields
{
public:
    Fields(const QJsonObject &object, QString where, QString prefix = {})
        : m_object(object), m_where(std::move(where)), m_prefix(std::move(prefix))
    {}

    QString where() const { return m_where; }
    QString fail(const QString &field, const QString &what) const
    {
        return m_where + u": "_s + quoted(m_prefix + field) + u" "_s + what;
    }
    // A problem of the object as a whole: `step 4 ("call"): "show" needs …`.
    QString problem(const QString &what) const
    {
        return m_where + u": "_s +
               (m_prefix.isEmpty() ? QString() : quoted(m_prefix.chopped(1)) + u" "_s) + what;
    }
    bool has(const QString &field) const { return m_object.contains(field); }
    QJsonValue value(const QString &field) const { return m_object.value(field); }

    // `translated` fields may also come as "field@lang" (translations() checks those).
    Parsed<void> onlyKnown(const QStringList &known, const QStringList &translated = {}) const
    {
        for (const QString &name : m_object.keys())
            if (!known.contains(name) && !translated.contains(name.section(u'@', 0, 0)))
                return std::unexpected(m_where + u": unknown field "_s + quoted(m_prefix + name));
        return {};
    }
    // The members "field@lang" ("title@de"): the field's text in other languages, by language.
    Parsed<QHash<QString, QString>> translations(const QString &field) const
    {
        static const QRegularExpression language(u"^[a-z]{2}$"_s);
        QHash<QString, QString> out;
        const QString prefix = field + u'@';
        for (const QString &name : m_object.keys()) {
            if (!name.startsWith(prefix))
                continue;
            if (!language.match(name.sliced(prefix.size())).hasMatch())
                return std::unexpected(
                    fail(name, u"must name a language in two letters, such as "_s +
                                   quoted(prefix + u"de"_s)));
            auto text = string(name);
            LW_TRY(text);
            out.insert(name.sliced(prefix.size()), *text);
        }
        return out;
    }
    Parsed<QString> string(const QString &field, bool required = true) const
    {
        const QJsonValue v = m_object.value(field);
        if (v.isUndefined() && !required)
            return QString();
        if (!v.isString() || v.toString().isEmpty())
            return std::unexpected(fail(field, u"must be a non-empty string"_s));
        return v.toString();
    }
    Parsed<QJsonObject> object(const QString &field) const
    {
        const QJsonValue v = m_object.value(field);
        if (!v.isObject())
            return std::unexpected(fail(field, u"must be an object"_s));
        return v.toObject();
    }
    Parsed<Selector> selector(const QString &field) const
    {
        auto text = string(field);
        LW_TRY(text);
        auto parsed = Selector::parse(*text);
        if (!parsed)
            return std::unexpected(fail(field, u"is not a selector: "_s + parsed.error()));
        return parsed;
    }
    Parsed<LineTemplate> lineTemplate(const QString &field) const
    {
        auto text = string(field);
        LW_TRY(text);
        auto parsed = LineTemplate::parse(*text);
        if (!parsed)
            return std::unexpected(fail(field, u"is not a line template: "_s + parsed.error()));
        return parsed;
    }
    Parsed<QStringList> strings(const QString &field) const
    {
        QStringList out;
        const QJsonValue v = m_object.value(field);
        for (const auto &element : v.toArray())
            if (element.isString())
                out << element.toString();
        if (!v.isArray() || out.size() != v.toArray().size())
            return std::unexpected(fail(field, u"must be an array of strings"_s));
        return out;
    }

private:
    QJsonObject m_object;
    QString m_where;
    QString m_prefix;
};

Parsed<Show> parseShow(const Fields &step)
{
    auto object = step.object(u"show"_s);
    LW_TRY(object);
    const Fields fields(*object, step.where(), u"show."_s);
    if (auto s = fields.onlyKnown({u"title"_s, u"value"_s, u"order"_s, u"keyBy"_s}); !s)
        return std::unexpected(s.error());
    Show show;
    if (fields.has(u"title"_s)) {
        auto title = fields.string(u"title"_s);
        LW_TRY(title);
        show.title = *title;
    }
    if (fields.has(u"value"_s)) {
        auto value = fields.selector(u"value"_s);
        LW_TRY(value);
        show.value = *value;
    }
    if (fields.has(u"order"_s)) {
        auto order = fields.strings(u"order"_s);
        LW_TRY(order);
        show.order = *order;
    }
    if (fields.has(u"keyBy"_s)) {
        auto keyBy = fields.lineTemplate(u"keyBy"_s);
        LW_TRY(keyBy);
        show.keyBy = *keyBy;
    }
    if (show.title.isEmpty() && !show.value)
        return std::unexpected(fields.problem(u"needs a \"title\", a \"value\" or both"_s));
    return show;
}

// Who sends a call step, and what it does with its answer: `client`, `aroundCache`,
// `expectError`, `save` and `show`.
Parsed<void> parseCallOutcome(const Fields &fields, Step &step)
{
    if (fields.has(u"client"_s)) {
        auto client = fields.string(u"client"_s);
        LW_TRY(client);
        static const QRegularExpression name(u"^[A-Za-z][A-Za-z0-9 _.-]{0,31}$"_s);
        if (!name.match(*client).hasMatch())
            return std::unexpected(fields.fail(
                u"client"_s, u"must be a name of 1 to 32 letters, digits, spaces, _, . or -, "
                             u"starting with a letter: "_s +
                                 quoted(*client)));
        step.client = *client;
    }
    if (fields.has(u"aroundCache"_s)) {
        if (!fields.value(u"aroundCache"_s).isBool())
            return std::unexpected(fields.fail(u"aroundCache"_s, u"must be true or false"_s));
        step.aroundCache = fields.value(u"aroundCache"_s).toBool();
    }
    if (fields.has(u"expectError"_s)) {
        auto type = fields.string(u"expectError"_s);
        LW_TRY(type);
        step.expectError = *type;
    }
    if (fields.has(u"save"_s)) {
        auto saves = fields.object(u"save"_s);
        LW_TRY(saves);
        static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
        const Fields saved(*saves, fields.where(), u"save."_s);
        for (const QString &name : saves->keys()) {
            if (!identifier.match(name).hasMatch() || name == u"now"_s || name == u"nowMs"_s)
                return std::unexpected(saved.fail(name, u"is not a name a value can be saved "
                                                        u"under (letters, digits, _; not now "
                                                        u"or nowMs)"_s));
            auto selector = saved.selector(name);
            LW_TRY(selector);
            step.saves.append({name, *selector});
        }
    }
    if (fields.has(u"show"_s)) {
        auto show = parseShow(fields);
        LW_TRY(show);
        step.show = *show;
    }
    return {};
}

Parsed<void> parseCall(const Fields &fields, const QByteArray &requestText, Step &step)
{
    if (auto s = fields.onlyKnown({u"call"_s, u"request"_s, u"client"_s, u"aroundCache"_s,
                                   u"expectError"_s, u"save"_s, u"show"_s});
        !s)
        return s;
    auto action = fields.string(u"call"_s);
    LW_TRY(action);
    if (!Api::actions().contains(*action))
        return std::unexpected(fields.fail(u"call"_s, u"names no action: "_s + quoted(*action)));
    step.action = *action;
    if (fields.has(u"request"_s)) {
        LW_TRY(fields.object(u"request"_s));
        step.requestText = requestText;
    } else {
        step.requestText = "{}";
    }
    return parseCallOutcome(fields, step);
}

// `{"statement": TEXT, "parameters": [...]}`: ExecuteStatement's request, Statement and
// Parameters. The statement's syntax is the api's to check when the step runs, as for any call.
Parsed<void> parseStatement(const Fields &fields, Step &step)
{
    if (auto s = fields.onlyKnown({u"statement"_s, u"parameters"_s, u"client"_s, u"aroundCache"_s,
                                   u"expectError"_s, u"save"_s, u"show"_s});
        !s)
        return s;
    auto statement = fields.string(u"statement"_s);
    LW_TRY(statement);
    QJsonObject request{{u"Statement"_s, *statement}};
    if (fields.has(u"parameters"_s)) {
        const QJsonValue parameters = fields.value(u"parameters"_s);
        if (!parameters.isArray() || parameters.toArray().isEmpty())
            return std::unexpected(
                fields.fail(u"parameters"_s, u"must be a non-empty list of typed values"_s));
        request.insert(u"Parameters"_s, parameters);
    }
    step.action = u"ExecuteStatement"_s;
    step.requestText = QJsonDocument(request).toJson(QJsonDocument::Compact);
    return parseCallOutcome(fields, step);
}

// "table" and "key" of a step about one item.
Parsed<void> parseItem(const Fields &fields, Step &step)
{
    auto table = fields.string(u"table"_s);
    LW_TRY(table);
    auto key = fields.object(u"key"_s);
    LW_TRY(key);
    step.table = *table;
    step.key = *key;
    return {};
}

Parsed<void> parseAdvance(const Fields &fields, Step &step)
{
    auto text = fields.string(u"advance"_s);
    LW_TRY(text);
    if (*text == u"to-expiry"_s || *text == u"to-sweep"_s) {
        if (auto s = fields.onlyKnown({u"advance"_s, u"table"_s, u"key"_s}); !s)
            return s;
        step.target = *text == u"to-expiry"_s ? AdvanceTarget::ToExpiry : AdvanceTarget::ToSweep;
        return parseItem(fields, step);
    }
    if (auto s = fields.onlyKnown({u"advance"_s}); !s)
        return s;
    const auto ms = parseDurationMs(*text);
    if (!ms)
        return std::unexpected(fields.fail(u"advance"_s, u"must be a DURATION such as 2s, 1h30m "
                                                         u"or 30d, or \"to-expiry\" or "
                                                         u"\"to-sweep\" with a table and key"_s));
    step.ms = *ms;
    return {};
}

Parsed<void> parseExpected(const Fields &fields, Step &step)
{
    if (fields.has(u"equals"_s) == fields.has(u"includes"_s))
        return std::unexpected(fields.problem(u"needs one of \"equals\" and \"includes\""_s));
    step.includes = fields.has(u"includes"_s);
    step.expected = fields.value(step.includes ? u"includes"_s : u"equals"_s);
    return {};
}

// {"expect": "workload", "throttled"?: bool, "gaveUp"?: bool, "includes"?: {counts}}: at least
// one of them.
Parsed<void> parseWorkloadCheck(const Fields &fields, Step &step)
{
    static const QStringList kCounts{u"sent"_s, u"served"_s, u"throttled"_s, u"retried"_s,
                                     u"gaveUp"_s};
    if (auto s = fields.onlyKnown({u"expect"_s, u"throttled"_s, u"gaveUp"_s, u"includes"_s}); !s)
        return s;
    for (const auto &[field, flag] :
         {std::pair{u"throttled"_s, &step.throttled}, std::pair{u"gaveUp"_s, &step.gaveUp}}) {
        if (!fields.has(field))
            continue;
        if (!fields.value(field).isBool())
            return std::unexpected(fields.fail(field, u"must be true or false"_s));
        *flag = fields.value(field).toBool();
    }
    if (fields.has(u"includes"_s)) {
        auto counts = fields.object(u"includes"_s);
        LW_TRY(counts);
        const Fields included(*counts, fields.where(), u"includes."_s);
        for (auto it = counts->begin(); it != counts->end(); ++it) {
            if (!kCounts.contains(it.key()))
                return std::unexpected(
                    included.fail(it.key(), u"is not a count: use "_s + quotedList(kCounts)));
            const double n = it.value().toDouble(-1);
            if (!it.value().isDouble() || n < 0 || n != std::floor(n))
                return std::unexpected(included.fail(it.key(), u"must be a whole number"_s));
        }
        step.includes = true;
        step.expected = *counts;
    }
    if (!step.throttled && !step.gaveUp && !fields.has(u"includes"_s))
        return std::unexpected(
            fields.problem(u"needs \"throttled\", \"gaveUp\" or \"includes\""_s));
    return {};
}

Parsed<void> parseExpect(const Fields &fields, const QByteArray &requestText, Step &step)
{
    auto name = fields.string(u"expect"_s);
    LW_TRY(name);
    auto check = std::find_if(kChecks.begin(), kChecks.end(),
                              [&](const auto &entry) { return entry.first == *name; });
    if (check == kChecks.end())
        return std::unexpected(fields.fail(u"expect"_s, u"must be one of "_s +
                                                            u"\"item\", \"query\", \"stream\", "
                                                            u"\"object\", \"lifecycle\", "
                                                            u"\"workload\""_s));
    step.check = check->second;
    const QString compared = u"equals"_s, partly = u"includes"_s;
    switch (step.check) {
    case Check::Item:
        if (auto s = fields.onlyKnown({u"expect"_s, u"table"_s, u"key"_s, compared, partly}); !s)
            return s;
        if (auto s = parseItem(fields, step); !s)
            return s;
        return parseExpected(fields, step);
    case Check::Query: {
        if (auto s = fields.onlyKnown({u"expect"_s, u"request"_s, u"select"_s, compared, partly});
            !s)
            return s;
        LW_TRY(fields.object(u"request"_s));
        step.requestText = requestText;
        auto select = Selector::parse(u"Items");
        if (fields.has(u"select"_s))
            select = fields.selector(u"select"_s);
        LW_TRY(select);
        step.select = *select;
        return parseExpected(fields, step);
    }
    case Check::Stream: {
        if (auto s = fields.onlyKnown({u"expect"_s, u"table"_s, u"record"_s, compared, partly}); !s)
            return s;
        auto table = fields.string(u"table"_s);
        LW_TRY(table);
        step.table = *table;
        if (fields.has(u"record"_s)) {
            const QJsonValue record = fields.value(u"record"_s);
            if (!record.isDouble() || record.toDouble() != record.toInt())
                return std::unexpected(fields.fail(
                    u"record"_s, u"must be a whole number (negative: from the newest)"_s));
            step.record = record.toInt();
        }
        return parseExpected(fields, step);
    }
    case Check::Object: {
        if (auto s = fields.onlyKnown({u"expect"_s, u"key"_s, compared, partly}); !s)
            return s;
        auto key = fields.string(u"key"_s);
        LW_TRY(key);
        step.objectKey = *key;
        return parseExpected(fields, step);
    }
    case Check::Lifecycle: {
        if (auto s = fields.onlyKnown({u"expect"_s, u"table"_s, u"key"_s, u"state"_s}); !s)
            return s;
        if (auto s = parseItem(fields, step); !s)
            return s;
        auto state = fields.string(u"state"_s);
        LW_TRY(state);
        if (!kLifecycleStates.contains(*state))
            return std::unexpected(
                fields.fail(u"state"_s, u"must be one of "_s + quotedList(kLifecycleStates)));
        step.state = *state;
        return {};
    }
    case Check::Workload:
        return parseWorkloadCheck(fields, step);
    }
    return {};
}

Parsed<Step> parseStep(const QJsonValue &json, int number, const QByteArray &requestText)
{
    const QString where = u"step %1"_s.arg(number);
    if (!json.isObject())
        return std::unexpected(where + u": must be an object"_s);
    const QJsonObject object = json.toObject();
    QStringList kinds;
    for (const auto &[name, kind] : kStepKinds)
        if (object.contains(name))
            kinds << name;
    if (kinds.isEmpty()) {
        QStringList names;
        for (const auto &entry : kStepKinds)
            names << entry.first;
        return std::unexpected(where + u": needs one of "_s + quotedList(names));
    }
    if (kinds.size() > 1)
        return std::unexpected(where + u": has both "_s + quoted(kinds.at(0)) + u" and "_s +
                               quoted(kinds.at(1)) + u"; a step does one thing"_s);
    Step step;
    step.number = number;
    step.kind = std::find_if(kStepKinds.begin(), kStepKinds.end(), [&](const auto &entry) {
                    return entry.first == kinds.first();
                })->second;
    step.statement = kinds.first() == u"statement"_s;
    const Fields fields(object, step.where());
    Parsed<void> parsed;
    switch (step.kind) {
    case StepKind::Call:
        parsed =
            step.statement ? parseStatement(fields, step) : parseCall(fields, requestText, step);
        break;
    case StepKind::Advance:
        parsed = parseAdvance(fields, step);
        break;
    case StepKind::Clock: {
        parsed = fields.onlyKnown({u"clock"_s});
        auto text = fields.string(u"clock"_s);
        const auto ms = text ? parseTimeMs(*text) : std::nullopt;
        if (parsed && !ms)
            parsed = std::unexpected(fields.fail(
                u"clock"_s, u"must be a TIME such as 2026-10-20T12:00:00Z or 1792496917.261"_s));
        step.ms = ms.value_or(0);
        break;
    }
    case StepKind::Sweep:
        parsed = fields.onlyKnown({u"sweep"_s});
        if (parsed && fields.value(u"sweep"_s) != QJsonValue(u"now"_s))
            parsed = std::unexpected(fields.fail(u"sweep"_s, u"must be \"now\""_s));
        break;
    case StepKind::Narrate:
    case StepKind::Heading: {
        const QString field = stepKindName(step.kind);
        parsed = fields.onlyKnown({field}, {field});
        auto text = fields.string(field);
        auto texts = fields.translations(field);
        if (parsed && !text)
            parsed = std::unexpected(text.error());
        else if (parsed && !texts)
            parsed = std::unexpected(texts.error());
        step.text = text.value_or(QString());
        step.texts = texts.value_or(QHash<QString, QString>());
        break;
    }
    case StepKind::Timeline:
        parsed = fields.onlyKnown({u"timeline"_s, u"key"_s});
        if (parsed) {
            auto table = fields.string(u"timeline"_s);
            auto key = fields.object(u"key"_s);
            if (!table)
                parsed = std::unexpected(table.error());
            else if (!key)
                parsed = std::unexpected(key.error());
            step.table = table.value_or(QString());
            step.key = key.value_or(QJsonObject());
        }
        break;
    case StepKind::Expect:
        parsed = parseExpect(fields, requestText, step);
        break;
    case StepKind::Workload: {
        parsed = fields.onlyKnown({u"workload"_s});
        auto workload = fields.object(u"workload"_s);
        if (parsed && !workload)
            parsed = std::unexpected(workload.error());
        if (parsed) {
            // Checked now, so that a lesson with a wrong workload fails before it plays.
            auto spec = workload::parseSpec(*workload, step.where());
            if (!spec)
                parsed = std::unexpected(spec.error());
            step.workload = *workload;
        }
        break;
    }
    }
    LW_TRY(parsed);
    return step;
}

// Every string in `json`, at any depth (member names aside).
void collectStrings(const QJsonValue &json, QStringList &out)
{
    if (json.isString())
        out << json.toString();
    for (const auto &element : json.toArray())
        collectStrings(element, out);
    const QJsonObject object = json.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        collectStrings(it.value(), out);
}

// Every "${name}" of the step names now, nowMs or a value saved by an earlier step.
Parsed<void> checkPlaceholders(const QJsonValue &json, const Step &step, QSet<QString> &saved)
{
    QStringList strings;
    collectStrings(json, strings);
    for (const QString &text : std::as_const(strings)) {
        auto names = placeholderNames(text);
        if (!names)
            return std::unexpected(step.where() + u": "_s + names.error());
        for (const QString &name : std::as_const(*names))
            if (name != u"now"_s && name != u"nowMs"_s && !saved.contains(name))
                return std::unexpected(step.where() + u": \"${"_s + name +
                                       u"}\" is used before a step saves it"_s);
    }
    for (const auto &entry : step.saves)
        saved.insert(entry.first);
    return {};
}

// The steps of `array` (the lesson's, or a quiz question's demo), each "${name}" checked against
// what an earlier step saved; `requests` holds each step's request text as written.
Parsed<QList<Step>> parseSteps(const QJsonArray &array, const QList<QByteArray> &requests,
                               QSet<QString> &saved, int question = 0)
{
    QList<Step> steps;
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto step = parseStep(array.at(i), int(i) + 1, requests.value(i));
        if (!step && question > 0)
            return std::unexpected(u"quiz %1 "_s.arg(question) + step.error());
        LW_TRY(step);
        step->question = question;
        LW_TRY(checkPlaceholders(array.at(i), *step, saved));
        steps.append(std::move(*step));
    }
    return steps;
}

// "choices" and "choices@de": arrays of non-empty strings, the translations as long as the
// English.
Parsed<void> parseChoices(const Fields &fields, const QJsonObject &object, QuizQuestion &question)
{
    const auto texts = [&](const QString &field) -> Parsed<QStringList> {
        auto list = fields.strings(field);
        if (!list || list->contains(QString()))
            return std::unexpected(fields.fail(field, u"must be an array of non-empty strings"_s));
        return list;
    };
    auto choices = texts(u"choices"_s);
    LW_TRY(choices);
    if (choices->size() < 2)
        return std::unexpected(fields.fail(u"choices"_s, u"must offer at least two choices"_s));
    question.choices = *choices;
    static const QRegularExpression language(u"^choices@[a-z]{2}$"_s);
    for (const QString &name : object.keys()) {
        if (!name.startsWith(u"choices@"_s))
            continue;
        if (!language.match(name).hasMatch())
            return std::unexpected(fields.fail(
                name, u"must name a language in two letters, such as \"choices@de\""_s));
        auto translated = texts(name);
        LW_TRY(translated);
        if (translated->size() != choices->size())
            return std::unexpected(fields.fail(
                name, u"must have as many choices as \"choices\" (%1)"_s.arg(choices->size())));
        question.choiceTexts.insert(name.sliced(8), *translated);
    }
    return {};
}

// One question of "quiz": {"question", "choices", "answer", "explain", "demo"}, texts with their
// translations. `saved` holds what the lesson's steps save: a demo may use it, and what the demo
// saves is its own.
Parsed<QuizQuestion> parseQuestion(const QJsonValue &json, int number, const QByteArray &demoText,
                                   QSet<QString> saved)
{
    const QString where = u"quiz %1"_s.arg(number);
    if (!json.isObject())
        return std::unexpected(where + u": must be an object"_s);
    const QJsonObject object = json.toObject();
    const Fields fields(object, where);
    LW_TRY(fields.onlyKnown({u"question"_s, u"choices"_s, u"answer"_s, u"explain"_s, u"demo"_s},
                            {u"question"_s, u"choices"_s, u"explain"_s}));
    QuizQuestion question;
    question.number = number;
    for (const auto &[field, text, texts] :
         {std::tuple{u"question"_s, &question.question, &question.questions},
          std::tuple{u"explain"_s, &question.explain, &question.explains}}) {
        auto english = fields.string(field);
        LW_TRY(english);
        *text = *english;
        auto translated = fields.translations(field);
        LW_TRY(translated);
        *texts = *translated;
    }
    LW_TRY(parseChoices(fields, object, question));
    const QJsonValue answer = fields.value(u"answer"_s);
    const int index = answer.toInt(-1);
    if (index < 0 || index >= question.choices.size() || answer != QJsonValue(index))
        return std::unexpected(fields.fail(
            u"answer"_s,
            u"must be the index of one of the %1 choices, from 0"_s.arg(question.choices.size())));
    question.answer = index;
    const QJsonValue demo = fields.value(u"demo"_s);
    if (!demo.isArray() || demo.toArray().isEmpty())
        return std::unexpected(fields.fail(u"demo"_s,
                                           u"must be an array of at least one step that shows the "
                                           u"answer"_s));
    auto steps = parseSteps(demo.toArray(),
                            memberTextsOfArray("{\"demo\":" + demoText + '}', "demo", "request"),
                            saved, number);
    LW_TRY(steps);
    question.demo = std::move(*steps);
    return question;
}

Parsed<void> parseHeader(const QJsonObject &json, Scenario &scenario)
{
    const Fields fields(json, u"scenario"_s);
    if (auto s =
            fields.onlyKnown({u"format"_s, u"number"_s, u"slug"_s, u"title"_s, u"source"_s,
                              u"clock"_s, u"sweeper"_s, u"consumerLines"_s, u"steps"_s, u"quiz"_s},
                             {u"title"_s});
        !s)
        return s;
    if (fields.value(u"format"_s) != QJsonValue(kFormat))
        return std::unexpected(fields.fail(u"format"_s, u"must be %1"_s.arg(kFormat)));
    if (fields.has(u"number"_s)) {
        const int number = fields.value(u"number"_s).toInt(-1);
        if (number < 1 || fields.value(u"number"_s) != QJsonValue(number))
            return std::unexpected(fields.fail(u"number"_s, u"must be a whole number from 1"_s));
        scenario.number = number;
    }
    static const QRegularExpression slug(u"^[a-z0-9]+(-[a-z0-9]+)*$"_s);
    auto slugText = fields.string(u"slug"_s);
    LW_TRY(slugText);
    if (!slug.match(*slugText).hasMatch())
        return std::unexpected(fields.fail(
            u"slug"_s, u"must be lower-case words joined by \"-\", such as ttl-expiry"_s));
    scenario.slug = *slugText;
    auto title = fields.string(u"title"_s);
    LW_TRY(title);
    scenario.title = *title;
    auto titles = fields.translations(u"title"_s);
    LW_TRY(titles);
    scenario.titles = *titles;
    auto source = fields.string(u"source"_s, false);
    LW_TRY(source);
    scenario.source = *source;
    auto clock = fields.string(u"clock"_s);
    const auto startMs = clock ? parseTimeMs(*clock) : std::nullopt;
    if (!startMs)
        return std::unexpected(fields.fail(
            u"clock"_s, u"must be a TIME such as 2026-10-20T12:00:00Z or 1792496917.261"_s));
    scenario.startMs = *startMs;
    if (fields.has(u"sweeper"_s)) {
        const auto sweeper = SweeperSettings::fromJson(fields.value(u"sweeper"_s).toObject());
        if (!fields.value(u"sweeper"_s).isObject() || !sweeper)
            return std::unexpected(fields.fail(
                u"sweeper"_s, u"must be sweeper settings such as {\"preset\": \"aws-like\", "
                              u"\"seed\": \"1\"}"_s));
        scenario.sweeper = *sweeper;
    }
    if (fields.has(u"consumerLines"_s)) {
        auto lines = fields.object(u"consumerLines"_s);
        LW_TRY(lines);
        const Fields consumers(*lines, u"scenario"_s, u"consumerLines."_s);
        for (const QString &name : lines->keys()) {
            auto line = consumers.lineTemplate(name);
            LW_TRY(line);
            scenario.consumerLines.insert(name, *line);
        }
    }
    return {};
}

} // namespace

QString stepKindName(StepKind kind)
{
    for (const auto &[name, k] : kStepKinds)
        if (k == kind)
            return name;
    return {};
}

QString Step::where() const
{
    return (question > 0 ? u"quiz %1 "_s.arg(question) : QString()) +
           u"step %1 (\"%2\")"_s.arg(number).arg(statement ? u"statement"_s : stepKindName(kind));
}

std::expected<Scenario, QString> parseScenario(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return std::unexpected(
            u"the scenario is not valid JSON: %1 at offset %2"_s.arg(error.errorString())
                .arg(error.offset));
    if (!doc.isObject())
        return std::unexpected(u"the scenario must be a JSON object"_s);
    const QJsonObject root = doc.object();
    Scenario scenario;
    scenario.json = json;
    LW_TRY(parseHeader(root, scenario));
    const QJsonValue steps = root.value(u"steps"_s);
    if (!steps.isArray() || steps.toArray().isEmpty())
        return std::unexpected(u"scenario: \"steps\" must be an array of at least one step"_s);
    QSet<QString> saved;
    auto parsed = parseSteps(steps.toArray(), memberTextsOfArray(json, "steps", "request"), saved);
    LW_TRY(parsed);
    scenario.steps = std::move(*parsed);
    if (!root.contains(u"quiz"_s))
        return scenario;
    const QJsonValue quiz = root.value(u"quiz"_s);
    if (!quiz.isArray() || quiz.toArray().isEmpty())
        return std::unexpected(u"scenario: \"quiz\" must be an array of at least one question"_s);
    const QList<QByteArray> demos = memberTextsOfArray(json, "quiz", "demo");
    for (qsizetype i = 0; i < quiz.toArray().size(); ++i) {
        auto question = parseQuestion(quiz.toArray().at(i), int(i) + 1, demos.value(i), saved);
        LW_TRY(question);
        scenario.quiz.append(std::move(*question));
    }
    return scenario;
}

} // namespace lw::scenario
