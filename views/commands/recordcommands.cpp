#include "commands/recordcommands.h"

#include "commands/filecommands.h"
#include "common/warningbox.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace lw {

RecordCommands::RecordCommands(QWidget *window)
    : QObject(window), m_window(window), m_record(new QAction(tr("Re&cord Scenario"), this)),
      m_save(new QAction(tr("Save Scenario &As…"), this)), m_status(new QLabel)
{
    m_record->setCheckable(true);
    m_record->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    m_record->setStatusTip(tr("Record what you do as a scenario you can save, edit and replay"));
    m_record->setEnabled(false);
    m_save->setEnabled(false);
    m_status->setObjectName(u"recordingStatus"_s);
    m_status->setText(tr("● Recording"));
    m_status->hide();
    connect(m_record, &QAction::triggered, this, [this](bool on) { setRecording(on); });
    connect(m_save, &QAction::triggered, this, [this] {
        QString path = QFileDialog::getSaveFileName(
            m_window, tr("Save Scenario"),
            QDir(FileCommands::lastFolder())
                .filePath(m_suggestedName.isEmpty() ? u"scenario.json"_s
                                                    : m_suggestedName + u"-scenario.json"_s),
            tr("Scenarios (*.json)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(u".json"_s, Qt::CaseInsensitive))
            path += u".json"_s;
        saveTo(path);
    });
}

void RecordCommands::setControl(RecordingControl control)
{
    m_control = std::move(control);
    m_record->setEnabled(true);
    m_save->setEnabled(true);
    showState();
}

bool RecordCommands::setRecording(bool on)
{
    if (!m_control.start)
        return false;
    if (on && !m_control.isRecording()) {
        if (const Status started = m_control.start(); !started)
            openWarning(m_window,
                        tr("Recording could not start:\n%1").arg(started.error().message));
    } else if (!on) {
        m_control.stop();
    }
    showState();
    return m_control.isRecording();
}

bool RecordCommands::saveTo(const QString &path)
{
    const QByteArray json = m_control.scenarioJson ? m_control.scenarioJson() : QByteArray();
    QSaveFile file(path);
    if (json.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(json) != json.size() ||
        !file.commit()) {
        openWarning(m_window, json.isEmpty()
                                  ? tr("This workspace has no scenario yet: record one first.")
                                  : tr("Cannot write %1: %2")
                                        .arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    emit message(tr("Saved the scenario to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void RecordCommands::showState()
{
    const bool recording = m_control.isRecording && m_control.isRecording();
    m_record->setChecked(recording);
    m_status->setVisible(recording);
}

} // namespace lw
