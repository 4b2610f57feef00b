// The validation spec of every DynamoDB action the workbench speaks, one file each.
#pragma once

#include "validation/spec.h"

namespace lw::validation {

ActionSpec batchExecuteStatementSpec();
ActionSpec batchGetItemSpec();
ActionSpec batchWriteItemSpec();
ActionSpec createTableSpec();
ActionSpec deleteItemSpec();
ActionSpec deleteTableSpec();
ActionSpec describeStreamSpec();
ActionSpec describeTableSpec();
ActionSpec describeTimeToLiveSpec();
ActionSpec executeStatementSpec();
ActionSpec executeTransactionSpec();
ActionSpec getItemSpec();
ActionSpec getRecordsSpec();
ActionSpec getShardIteratorSpec();
ActionSpec listStreamsSpec();
ActionSpec listTablesSpec();
ActionSpec listTagsOfResourceSpec();
ActionSpec putItemSpec();
ActionSpec querySpec();
ActionSpec scanSpec();
ActionSpec tagResourceSpec();
ActionSpec transactGetItemsSpec();
ActionSpec transactWriteItemsSpec();
ActionSpec untagResourceSpec();
ActionSpec updateItemSpec();
ActionSpec updateTableSpec();
ActionSpec updateTimeToLiveSpec();

} // namespace lw::validation
