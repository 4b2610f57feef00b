// The inspector's note on eventual reads: while the workspace's realistic read consistency is on
// and the selected item was written within the propagation window, an eventually consistent read
// may still reach a replica that lacks the write. The note says so, until when, and what such a
// read would return instead (the attributes that differ, or that it finds no item, or the deleted
// one), so a class sees the read-after-write gap on the item itself. Hidden otherwise.
//
// It is fed DescribeEventualRead's response (core/api/actions/eventualread.cpp); the window reads
// it for the item the inspector shows, at the present only (the past view has no replicas).
#pragma once

#include <QJsonObject>
#include <QLabel>

namespace lw {

class EventualReadNote : public QLabel
{
    Q_OBJECT
public:
    explicit EventualReadNote(QWidget *parent = nullptr);
    // The note's text for a DescribeEventualRead response; empty when no read can be stale.
    static QString textFor(const QJsonObject &response);
    // Shows the note for `response`, or hides it (an empty object: no item, or the past view).
    void setResponse(const QJsonObject &response);
};

} // namespace lw
