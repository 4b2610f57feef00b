// DynamoDB JSON written straight from typed values as compact JSON text: byte for byte what
// QJsonDocument(itemToJson(item)).toJson(QJsonDocument::Compact) writes (attributejson.h), without
// building the QJsonObject. For bulk output such as a bundle's items/ and streams/ lines, where
// building a QJsonObject per item costs several times writing it (bench_bundle).
//
// Members come in the order QJsonObject keeps them, which is AttributeMap's (by name, UTF-16);
// strings are escaped as Qt escapes them. tst_compactjson compares the bytes
// with Qt's for every type.
#pragma once

#include "attributevalue.h"

#include <QByteArray>
#include <QStringView>

namespace lw::json {

// `text` as a JSON string with its quotes, as Qt writes one: \" \\ \b \f \n \r \t, \u00xx for
// other control characters, \uxxxx for a lone surrogate, everything else as UTF-8.
void appendString(QByteArray &out, QStringView text);
// {"S": "x"}, {"N": "12"}, {"B": "<base64>"} … as attributeToJson() gives them.
void appendAttribute(QByteArray &out, const AttributeValue &value);
// {"name": {"S": "x"}, …} as itemToJson() gives it.
void appendItem(QByteArray &out, const Item &item);

} // namespace lw::json
