#include "state/reportingdoors.h"

#include "state/workbenchstate.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

bool onlyReads(const QString &action)
{
    static const QStringList reads{u"BatchGetItem"_s,
                                   u"DescribeConsumer"_s,
                                   u"DescribeSoftDelete"_s,
                                   u"DescribeStream"_s,
                                   u"DescribeTable"_s,
                                   u"DescribeTimeToLive"_s,
                                   u"ExplainStatement"_s,
                                   u"GetArchiveObject"_s,
                                   u"GetArchiveLifecycleConfiguration"_s,
                                   u"GetItem"_s,
                                   u"GetRecords"_s,
                                   u"GetShardIterator"_s,
                                   u"ListArchiveObjects"_s,
                                   u"ListConsumers"_s,
                                   u"ListLifetimes"_s,
                                   u"ListStreams"_s,
                                   u"ListTables"_s,
                                   u"ListTagsOfResource"_s,
                                   u"Query"_s,
                                   u"Scan"_s,
                                   u"ScanProjection"_s,
                                   u"TransactGetItems"_s};
    return reads.contains(action);
}

ApiCall reportingCall(ApiCall api, WorkbenchState *state)
{
    return [api = std::move(api), state](const QString &action, const QJsonObject &request,
                                         const CallOptions &options) {
        Result<QJsonObject> result = api(action, request, options);
        if (result && !options.asOfMs && !onlyReads(action))
            // Consumers write only as the clock moves: changing one leaves the items as they are.
            state->report(action.endsWith(u"Consumer") ? WorkbenchState::Consumers
                                                       : WorkbenchState::Data);
        return result;
    };
}

LessonControl reportingLesson(LessonControl lesson, WorkbenchState *state)
{
    lesson.runNext = [runNext = std::move(lesson.runNext), state] {
        LessonStepResult result = runNext();
        state->report(WorkbenchState::Data);
        return result;
    };
    if (lesson.runDemo)
        lesson.runDemo = [runDemo = std::move(lesson.runDemo), state](int index) {
            LessonStepResult result = runDemo(index);
            state->report(WorkbenchState::Data);
            return result;
        };
    lesson.goTo = [goTo = std::move(lesson.goTo), state](int index) {
        const WorkbenchState::Batch batch(*state);
        const QString error = goTo(index);
        // Even a replay that failed half-way has replaced the workspace.
        state->viewAsOf({});
        state->report(WorkbenchState::Data | WorkbenchState::Rewind);
        return error;
    };
    return lesson;
}

} // namespace lw
