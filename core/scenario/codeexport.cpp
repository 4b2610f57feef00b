#include "codeexport.h"

#include "checks.h"
#include "model/serviceactions.h"
#include "placeholders.h"
#include "time/timetext.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

using codegen::Part;

// The template of every string of `value` that holds a placeholder, into `built`.
std::expected<void, QString> collectTemplates(const QJsonValue &value,
                                              QHash<QString, codegen::Template> &built)
{
    if (value.isArray()) {
        for (const QJsonValue &element : value.toArray())
            if (auto done = collectTemplates(element, built); !done)
                return done;
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (auto done = collectTemplates(it.value(), built); !done)
                return done;
    } else if (value.isString() && value.toString().contains(u"${"_s)) {
        auto parts = placeholderParts(value.toString());
        if (!parts)
            return std::unexpected(parts.error());
        codegen::Template parts_;
        for (const PlaceholderPart &part : *parts) {
            if (!part.placeholder)
                parts_.append({Part::Kind::Text, part.text, 0});
            else if (part.text == u"now"_s)
                parts_.append({Part::Kind::ClockSeconds, {}, part.offset});
            else if (part.text == u"nowMs"_s)
                parts_.append({Part::Kind::ClockMillis, {}, part.offset});
            else
                parts_.append({Part::Kind::Saved, part.text, 0});
        }
        built.insert(value.toString(), parts_);
    }
    return {};
}

codegen::Step comment(const QString &text)
{
    return {{}, {}, text};
}

codegen::Step advance(const QJsonObject &request)
{
    return {u"AdvanceClock"_s, request};
}

QString checkText(const Step &step)
{
    const QString how = step.includes ? u"includes"_s : u"equals"_s;
    switch (step.check) {
    case Check::Item:
        return u"The lesson checks here that item "_s + itemName(step.table, step.key) + u' ' +
               how + u' ' + jsonText(step.expected) + u'.';
    case Check::Query:
        return u"The lesson checks here that the Query "_s +
               QString::fromUtf8(step.requestText).simplified() +
               (step.select ? u" selecting "_s + step.select->text() : QString()) + u' ' + how +
               u' ' + jsonText(step.expected) + u'.';
    case Check::Stream:
        return u"The lesson checks here that record %1 of %2's stream "_s.arg(step.record)
                   .arg(step.table) +
               how + u' ' + jsonText(step.expected) + u'.';
    case Check::Object:
        return u"The lesson checks here that the archive object "_s + step.objectKey + u' ' + how +
               u' ' + jsonText(step.expected) + u'.';
    case Check::Lifecycle:
        return u"The lesson checks here that item "_s + itemName(step.table, step.key) + u" is "_s +
               step.state + u'.';
    case Check::Workload:
        return u"The lesson checks here the last workload's outcome"_s +
               (step.throttled
                    ? (*step.throttled ? u": it was throttled"_s : u": it was not throttled"_s)
                    : QString()) +
               (step.includes ? u", its counts including "_s + jsonText(step.expected)
                              : QString()) +
               u'.';
    }
    return {};
}

// The program's steps for one lesson step.
std::expected<QList<codegen::Step>, QString> programSteps(const Step &step)
{
    switch (step.kind) {
    case StepKind::Narrate:
        return QList{comment(step.text)};
    case StepKind::Heading:
        return QList{comment(u"=== "_s + step.text + u" ==="_s)};
    case StepKind::Timeline:
        return QList{comment(u"The window shows the timeline of "_s +
                             itemName(step.table, step.key) + u" here."_s)};
    case StepKind::Expect:
        return QList{comment(checkText(step))};
    case StepKind::Workload: {
        // The workbench runs it on its sim clock, so the program's workspace is the lesson's.
        codegen::Step run{u"RunWorkload"_s, {{u"Workload"_s, step.workload}}};
        if (auto templates = collectTemplates(run.request, run.built); !templates)
            return std::unexpected(step.where() + u": "_s + templates.error());
        return QList{comment(u"The lesson runs a workload here: %1 %2 requests a second for %3 "
                             "seconds, which the workbench sends on its sim clock "
                             "(RunWorkload); against AWS, a load generator of your own."_s
                                 .arg(step.workload.value(u"rate"_s).toInteger())
                                 .arg(step.workload.value(u"action"_s).toString())
                                 .arg(step.workload.value(u"seconds"_s).toInteger())),
                     run};
    }
    case StepKind::Sweep:
        return QList{comment(u"Sweep now: every expired item is deleted at once (on AWS the "
                             "sweeper takes its time)."_s),
                     codegen::Step{u"SweepExpiredItems"_s, {}}};
    case StepKind::Clock:
        return QList{comment(u"The clock moves on to "_s + formatTimeMs(step.ms) +
                             u": on AWS, wait until then."_s),
                     advance({{u"ToMillis"_s, double(step.ms)}})};
    case StepKind::Advance: {
        if (step.target == AdvanceTarget::By)
            return QList{comment(u"The clock moves on by "_s + formatDurationMs(step.ms) +
                                 u": on AWS, wait that long."_s),
                         advance({{u"ByMillis"_s, double(step.ms)}})};
        const bool expiry = step.target == AdvanceTarget::ToExpiry;
        codegen::Step move = advance({});
        move.move = codegen::LifetimeMove{step.table, step.key,
                                          expiry ? u"ExpiresMillis"_s : u"SweepAtMillis"_s};
        return QList{comment(u"The clock moves on to the moment "_s +
                             itemName(step.table, step.key) +
                             (expiry ? u" expires: on AWS, wait for its TTL time."_s
                                     : u" is swept: on AWS, wait for the TTL sweeper, which "
                                       "takes up to a few days."_s)),
                     move};
    }
    case StepKind::Call: {
        if (!step.expectError.isEmpty() && (!isServiceAction(step.action) || !step.saves.isEmpty()))
            return std::unexpected(step.where() + u": the call must fail with "_s +
                                   step.expectError +
                                   u", which programs check only for DynamoDB's own actions "
                                   "without saves"_s);
        codegen::Step call{step.action, QJsonDocument::fromJson(step.requestText).object()};
        call.expectError = step.expectError;
        if (auto templates = collectTemplates(call.request, call.built); !templates)
            return std::unexpected(step.where() + u": "_s + templates.error());
        for (const auto &[name, selector] : step.saves) {
            if (!codegen::isSavable(selector.text()))
                return std::unexpected(step.where() + u": \"save."_s + name + u"\" selects "_s +
                                       selector.text() +
                                       u", which a program cannot compute (names, [n] and "
                                       "length(…) only)"_s);
            call.saves.append({name, selector.text()});
        }
        return QList{call};
    }
    }
    return QList<codegen::Step>{};
}

} // namespace

std::expected<QString, QString> lessonProgram(const Scenario &scenario, codegen::Language language,
                                              const codegen::Target &target)
{
    QString title = scenario.number ? u"Lesson %1: "_s.arg(*scenario.number) : QString();
    title += scenario.title;
    QList<codegen::Step> steps{comment(
        title + (scenario.source.isEmpty() ? QString() : u" ("_s + scenario.source + u')') +
        u".\nThe lesson begins at "_s + formatTimeMs(scenario.startMs) +
        u". To replay its times exactly, serve a fresh workspace from then: lwb -w DIR clock "
        "set "_s +
        formatTimeMs(scenario.startMs) + u", then lwb -w DIR serve."_s)};
    for (const Step &step : scenario.steps) {
        auto more = programSteps(step);
        if (!more)
            return std::unexpected(more.error());
        steps += *more;
    }
    return codegen::program(language, steps, target);
}

} // namespace lw::scenario
