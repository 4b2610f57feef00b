// What the file formats (core/formats: the exports and imports of docs/formats.md) take and
// return, as values. They live in the api layer, below formats/, so that the window's doors to
// files (views/doors/workspacefiles.h) can name them without linking the formats themselves.
#pragma once

#include "api/api.h"

#include <QList>
#include <QString>

namespace lw::formats {

// The items written (or exported), and whether Progress stopped the operation early.
struct Outcome
{
    qint64 items = 0;
    bool cancelled = false;
};

// A table, or one of its indexes ("a view"), as of now or of a past time (formats/viewscan.h).
struct View
{
    QString table;
    QString index; // empty: the table itself
    // asOfMs reads the view as it was then; metered says whether the capacity meter counts it.
    CallOptions options;
};

enum class ViewFormat
{
    JsonLines, // one {"Item": …} per line: DynamoDB's S3 export, as the bundle's items files
    Csv,       // formats/csv.h
};

// A NoSQL Workbench model's import (formats/workbenchmodel.h): each table made, with its items.
struct ImportedTable
{
    QString name;
    qint64 items = 0;
};

struct ModelOutcome
{
    QList<ImportedTable> tables; // in the model's order; none when cancelled
    bool cancelled = false;
};

} // namespace lw::formats
