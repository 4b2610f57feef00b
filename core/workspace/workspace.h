// A workspace is one folder holding one LMDB environment (data.mdb) and everything the workbench
// knows about a scenario. Opening one takes an exclusive lock on the folder for the life of the
// Workspace object, so a second process gets a clear error instead of a shared, surprising state.
#pragma once

#include "api/api.h"
#include "model/error.h"

#include <memory>

class QTemporaryDir;

namespace lw {

class Engine;

class Workspace
{
public:
    ~Workspace();
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;

    // Opens (creating if needed) the workspace in `dir`. Errors: ResourceInUse when another
    // process holds the workspace ("Workspace <dir> is in use by another process"), Internal when
    // the folder cannot be created or LMDB cannot open it (the message names the failing call).
    static Result<std::unique_ptr<Workspace>> open(const QString &dir);
    // A throwaway workspace for test suites (`lwb serve --in-memory`): a new folder in memory
    // (/dev/shm where the system has it, else the temporary folder), never synced, and removed
    // with everything in it when the Workspace is destroyed. It behaves as any other, streams,
    // TTL and the clock included; only a crash or power cut loses it, which is the point. The
    // folders of earlier ones whose process died (a SIGKILL) are removed first. Errors: as
    // open().
    static Result<std::unique_ptr<Workspace>> openThrowaway();
    bool isThrowaway() const;

    // The embedded default workspace: <application data folder>/default. The caller must have
    // set QCoreApplication's organization and application names first.
    static QString defaultDir();

    QString dir() const { return m_dir; }
    Engine &engine() { return *m_engine; }
    Api &api() { return m_api; }

private:
    Workspace(QString dir, std::unique_ptr<Engine> engine);
    // Opens the workspace in the existing folder `path`: durable, or never synced when it is
    // the `throwaway` folder (which the workspace then removes when it goes).
    static Result<std::unique_ptr<Workspace>> openIn(const QString &path,
                                                     std::unique_ptr<QTemporaryDir> throwaway);

    struct Private;
    // Declared first so the folder lock is released only after the engine has closed LMDB.
    std::unique_ptr<Private> m_private;
    QString m_dir;
    std::unique_ptr<Engine> m_engine;
    Api m_api;
};

} // namespace lw
