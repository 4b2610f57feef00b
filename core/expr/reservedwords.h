// DynamoDB's reserved words: names that cannot appear bare in an expression and must be written
// through an ExpressionAttributeNames placeholder (#n).
#pragma once

#include <QStringView>

namespace lw::expr {

// True when `word` is one of DynamoDB's 573 reserved words, compared case-insensitively (ASCII).
// Words containing non-ASCII characters are never reserved.
bool isReservedWord(QStringView word);

} // namespace lw::expr
