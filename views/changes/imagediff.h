// What a stream record changed: the difference between its OldImage and NewImage, attribute by
// attribute. Pure functions over DynamoDB JSON images, so the rule that decides what a learner
// reads in the stream pane ("status: PLACED → SHIPPED") is testable on its own.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace lw {

struct AttributeChange
{
    enum class Kind
    {
        Added,   // only in the new image
        Removed, // only in the old image
        Changed, // in both, with different values
    };

    QString name;
    QString oldText; // the old value as attributeDisplayText() shows it; empty when Added
    QString newText; // the new value likewise; empty when Removed
    Kind kind = Kind::Changed;
    bool operator==(const AttributeChange &) const = default;
};

// The attributes whose values differ between two images, in attribute-name order; attributes
// equal in both are left out. A map, list or set is compared as one whole value (a change deep
// inside shows the whole old and new value, compactly) because DynamoDB writes whole attributes
// too. A value that changes type but reads the same ("42" to 42) has its types appended
// ("42 (S)", "42 (N)"), else the change would look like none. Either image may be empty.
QList<AttributeChange> diffImages(const QJsonObject &oldImage, const QJsonObject &newImage);

// One line for a table cell: the changed attributes first ("status: PLACED → SHIPPED"), then the
// added ones after one "+" ("+ note: gift, total: 42"), then the removed ones after one "−",
// groups separated by "; ". Empty for no change.
QString describe(const QList<AttributeChange> &changes);

} // namespace lw
