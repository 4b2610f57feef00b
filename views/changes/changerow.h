// What the two lists of item changes share, the stream records (StreamRecordsModel) and an
// item's history (ItemHistoryModel, ItemHistoryDialog): how a change's images line up, what the
// Changes column leaves out and how a TTL delete's row stands out. The rule for what changed is
// imagediff.h's; the Changes column takes the width the others leave (fitColumnsToContents in
// common/readonlytable.h): the changes are what a learner reads.
#pragma once

#include <QColor>
#include <QJsonObject>
#include <QStringList>

namespace lw {

// `image` without the attributes of `key`: a change list shows the key apart (its own column, or
// the title), and the key never changes within one item, so the Changes column leaves it out.
QJsonObject withoutKey(QJsonObject image, const QJsonObject &key);

// The image's attribute names, the key's `keyNames` first (partition key, sort key), then the
// others by name, so that an old and a new image line up row by row.
QStringList orderedNames(const QJsonObject &image, const QStringList &keyNames);

// The background of a TTL delete's row, wherever one is listed: translucent violet, so it shades
// a light or a dark base alike and the palette's text stays readable on it.
QColor ttlRowTint();

} // namespace lw
