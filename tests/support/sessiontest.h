// What the tests of the application's session (app/gui/session.h) share.
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace lw::test {

// Settings, the recent workspaces and new workspaces in a test location of the test's own
// (`testName`), starting empty, so that no run sees the user's or another run's.
inline void isolateSettings(const QString &testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LifecycleWorkbenchTest"));
    QCoreApplication::setApplicationName(testName);
    QSettings().clear();
}

} // namespace lw::test
