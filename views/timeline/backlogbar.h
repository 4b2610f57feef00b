// The line above the lanes of a table without a history (a remote endpoint's, whose lifetimes
// come from one Scan): how many items are expired but still there at now, the service's TTL
// backlog, beside the hatched sign their lanes carry; whether the Scan stopped at its cap; and
// the read units it cost. Hidden for the workbench's own tables, whose ListLifetimes reads the
// history and says nothing of a read (LifetimesRead empty).
#pragma once

#include "timeline/lifetimesmodel.h"

#include <QWidget>

class QLabel;

namespace lw {

// The line's text: "3 items expired but not yet deleted: the service's TTL backlog · first
// 10,000 items read · 1,254.5 read units". Empty when `read` says nothing of a read.
QString backlogText(int expired, const LifetimesRead &read);

class BacklogBar : public QWidget
{
    Q_OBJECT
public:
    explicit BacklogBar(QWidget *parent = nullptr);

    // Shows what `model`'s last read says, counting the backlog at `nowMs`; hides itself when
    // there is nothing to say.
    void showRead(const LifetimesModel &model, qint64 nowMs);
    QString text() const;

private:
    QLabel *m_text = nullptr;
};

} // namespace lw
