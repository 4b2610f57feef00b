// CSV as RFC 4180 writes it, for the view export (viewexport.h): fields separated by commas,
// records ended by CRLF, UTF-8 without a byte order mark.
//
// A typed DynamoDB value becomes one cell the way the DynamoDB console's "Download results to
// CSV" writes it: S and N their text, B its base64, BOOL `true` or `false`, NULL an empty cell;
// L, M, SS, NS and BS the compact DynamoDB JSON of what is inside the type ({"L": [{"S": "a"}]}
// gives [{"S":"a"}], {"SS": ["a", "b"]} gives ["a","b"]), which reads back with the type named
// by the column's values. A cell cannot tell NULL, a missing attribute and "" apart: the JSON
// lines export is the lossless one.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace lw::formats {

// `text` as one field: quoted, with each quote doubled, when it holds a comma, a quote, CR or LF;
// as it is otherwise.
QString csvField(const QString &text);

// One record: the fields (each through csvField) joined by commas, then CRLF, as UTF-8.
QByteArray csvRecord(const QStringList &fields);

// The cell text of one typed value as above. `typedValue` is a DynamoDB JSON attribute value as
// Scan returns it (one type member); anything else gives an empty cell.
QString csvCell(const QJsonValue &typedValue);

} // namespace lw::formats
