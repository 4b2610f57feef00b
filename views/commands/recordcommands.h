// File ▸ Record Scenario and Save Scenario As…: recording what the user does in
// the window (api calls from every pane, the console and the endpoint, clock moves, sweeps) as a
// scenario, stored in the workspace as it goes (a bundle carries it), and saved as a JSON file
// that a person can edit and play again (`lifecycle-workbench --lesson FILE.json`,
// `lwb lesson FILE.json`). The status bar shows "● Recording" while it records.
#pragma once

#include "doors/recordingcontrol.h"

#include <QObject>

class QAction;
class QLabel;
class QWidget;

namespace lw {

class RecordCommands : public QObject
{
    Q_OBJECT
public:
    explicit RecordCommands(QWidget *window);

    void setControl(RecordingControl control);
    // What Save Scenario As… suggests: "<name>-scenario.json" (the window gives its workspace's
    // folder name, as to FileCommands); empty: "scenario.json".
    void setSuggestedName(const QString &name) { m_suggestedName = name; }

    QAction *recordAction() const { return m_record; }
    QAction *saveAction() const { return m_save; }
    QLabel *statusLabel() const { return m_status; }

    // Starts or stops recording as the toggle does; a refusal is shown. Returns whether it is
    // recording afterwards.
    bool setRecording(bool on);
    // Writes the workspace's scenario to `path` (for the action, after its dialog, and tests).
    bool saveTo(const QString &path);

signals:
    void message(const QString &text);

private:
    void showState();

    QWidget *m_window;
    RecordingControl m_control;
    QString m_suggestedName;
    QAction *m_record;
    QAction *m_save;
    QLabel *m_status;
};

} // namespace lw
