// A stream record as one line of compact JSON, written straight from the record (model/
// compactjson.h): byte for byte what QJsonDocument(streamRecordToJson(record,
// StreamRecordForm::Api)).toJson(Compact) writes — GetRecords' form — without building the
// QJsonObject. For bulk output: a bundle's streams/ lines.
// Defined in streamrecord.cpp, beside streamRecordToJson(), whose shape it writes.
#pragma once

#include "streamrecord.h"

namespace lw {

void appendStreamRecordJson(QByteArray &out, const StreamRecord &record);

} // namespace lw
