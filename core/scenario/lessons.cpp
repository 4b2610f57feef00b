#include "lessons.h"

#include "model/error.h"

#include <QDir>
#include <QFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw::scenario {

std::expected<Scenario, QString> scenarioFromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(u"cannot read "_s + path + u": "_s + file.errorString());
    auto scenario = parseScenario(file.readAll());
    if (!scenario)
        return std::unexpected(path + u": "_s + scenario.error());
    return scenario;
}

std::expected<QList<Scenario>, QString> builtInLessons()
{
    QList<Scenario> lessons;
    const QDir dir(u":/lessons"_s);
    for (const QString &file : dir.entryList({u"*.json"_s}, QDir::Files)) {
        auto lesson = scenarioFromFile(dir.filePath(file));
        LW_TRY(lesson);
        lessons << std::move(*lesson);
    }
    std::sort(lessons.begin(), lessons.end(), [](const Scenario &a, const Scenario &b) {
        if (a.number.has_value() != b.number.has_value())
            return a.number.has_value();
        return a.number != b.number ? a.number < b.number : a.slug < b.slug;
    });
    return lessons;
}

std::expected<Scenario, QString> builtInLesson(QStringView name)
{
    auto lessons = builtInLessons();
    LW_TRY(lessons);
    QStringList names;
    for (const Scenario &lesson : std::as_const(*lessons)) {
        if (lesson.slug == name || (lesson.number && QString::number(*lesson.number) == name))
            return lesson;
        names << (lesson.number ? QString::number(*lesson.number) : lesson.slug);
    }
    return std::unexpected(u"no lesson \""_s + name + u"\": try one of "_s + names.join(u", "_s));
}

} // namespace lw::scenario
