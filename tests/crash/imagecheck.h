// Judges one crash image: opens it as lwb would (lw::Workspace), runs Engine::verify(), and reads
// back every item of the power-loss table (powerload.h) to check that each key holds what the
// last write acknowledged before the crash left, or what the one write sent after it did (its
// answer may not have come). It runs in a child process (fork), so that an image that crashes
// the reader fails the check with the signal instead of ending the test.
#pragma once

#include "powerload.h"

#include <QStringList>

namespace lw::crash {

// Problems found in the workspace folder `dir` for a crash at `crashNs`; empty when it holds.
QStringList checkImage(const QString &dir, const QList<KeyHistory> &keys, quint64 crashNs);

} // namespace lw::crash
