// Seed 003's interactive "Timeline of Death" as transcript lines: one item's Created → Expires →
// Deleted, then its Item Status and whether apps still see it, at the clock's time. The seed's
// widget words each on a line of their own, so a lesson shows the widget the seed showed:
//
//   === Timeline of Death: Sessions {sessionId: 's-1001'} ===
//   Created
//       2026-10-20T12:00:02Z
//   Expires
//       2026-10-20T13:00:02Z (in 1h)
//   Deleted
//       not yet: the sweeper deletes it at 2026-10-21T02:13:00Z, 13h12m58s after it expires
//   Item Status
//   Active
//   Visible to apps
#pragma once

#include <QJsonObject>
#include <QStringList>

#include <expected>

namespace lw {
class Engine;
}

namespace lw::scenario {

// Errors: the engine's (an unknown table, a key that does not fit it), and "no item …" for a
// key that never had an item.
std::expected<QStringList, QString> timelineLines(Engine &engine, const QString &table,
                                                  const QJsonObject &key);

} // namespace lw::scenario
