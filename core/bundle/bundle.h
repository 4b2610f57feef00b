// Scenario bundles: a whole workspace as one zip that people hand to each other (docs/bundles.md
// documents the layout). Export then import reproduces the workspace byte for byte: the bundle
// carries every LMDB sub-database record for record (db/<name>.records), and beside them the
// parts a person reads: manifest.json, tables/<table>.json (DescribeTable's Table),
// history/<table>.json (ListLifetimes), items/<table>.jsonl (DynamoDB's S3 export format, one
// {"Item": …} per line), streams/<table>.jsonl (the latest stream's records as GetRecords gives
// them), consumers.json, bucket/objects.json and, when the workspace keeps one, scenario.json
// (Engine::scenarioJson: the lesson or recording that made it). Import restores from the db/
// records only (the scenario travels in db/meta.records); the readable parts are written again
// by the next export.
//
// A bundle is deterministic: entries in a fixed order, fixed timestamps, so two exports of the
// same workspace are the same bytes.
#pragma once

#include "model/error.h"
#include "model/workprogress.h"

#include <QString>

namespace lw {
class Workspace;
}

namespace lw::bundle {

// manifest.json's "format"; import refuses any other.
inline constexpr int kFormatVersion = 1;

// Writes the bundle of `workspace` to `zipPath` (replacing a file there only once the whole
// bundle is written), with `progress` after each entry. Errors: InternalServerError naming the
// file or the entry that failed; ValidationException "Export cancelled" when `progress` stopped
// it (no file is left, and an earlier one at `zipPath` is as it was).
// Threads: the workspace's; entries are deflated on a worker thread meanwhile (zipwriter.h).
Status exportBundle(Workspace &workspace, const QString &zipPath,
                    const WorkProgress &progress = {});

// What import lets a bundle inflate to, whatever its headers claim (zip bombs). Import holds
// manifest.json whole, and of the rest one chunk and one record at a time (a db/ entry's record
// is at most an entry), so these bound its time; its memory stays near the manifest plus one
// record.
struct ImportLimits
{
    qint64 maxEntryBytes = qint64(1) << 30;
    qint64 maxTotalBytes = qint64(4) << 30;
    qint64 maxManifestBytes = qint64(16) << 20;
};

// Restores the bundle at `zipPath` as a new workspace in `targetDir`, which must be missing or
// an empty folder. Everything is checked and written in a temporary folder beside the target,
// which is renamed into place only when the restored workspace passes Engine::verify(); on any
// error nothing is left behind and the target is as it was. The records are restored as they
// inflate, checked one by one. Staging folders that imports killed midway left beside the target
// are removed first (staging.h), never one a live import holds. Errors (ValidationException, the
// message naming the file and, where there is one, the entry): a target that is not empty; a
// file that is not a zip archive or is truncated; an entry whose name holds "..", is absolute
// or is a link; an entry or total that would inflate past `limits`; a bad CRC or an entry that
// cannot be read; a missing manifest or one of another format version; an unknown entry or
// sub-database; a records file cut short, out of key order or holding a key LMDB cannot store;
// a restored workspace that does not open or that verify() finds wrong;
// "Import cancelled" when `progress` (after reading, after each sub-database, after verify)
// stopped it.
Status importBundle(const QString &zipPath, const QString &targetDir,
                    const ImportLimits &limits = {}, const WorkProgress &progress = {});

} // namespace lw::bundle
