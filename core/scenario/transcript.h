// What a lesson prints, laid out as the seed's transcripts are: a blank line before each call's
// request-log block and before each shown part, consumer lines right under the call or clock
// move that caused them. Like the seed's request log, it shows at most three calls in a row with
// the same header (action and table); the rest are counted and, before the next call's block
// (or at the end), said in one line: "    ... (+2 more UpdateItem calls not shown)".
#pragma once

#include <QStringList>

namespace lw::scenario {

class Transcript
{
public:
    // A call's request-log lines (requestlog.h), its ">>> Action table" header first.
    void call(const QStringList &lines);
    // Lines that begin a part of their own: after a blank line.
    void block(const QStringList &lines);
    // A line right under what came before.
    void line(const QString &text);
    // The teacher's words (narration, a heading): they end a run of calls, so a call after them
    // is shown however many alike came before (a retry the narration announces).
    void words(const QStringList &lines);
    // The end of the lesson: says how many calls the last run of calls did not show.
    void finish();

    const QStringList &lines() const { return m_lines; }
    // The lines added since the last call of takeNew().
    QStringList takeNew();

private:
    void sayHidden();

    QStringList m_lines;
    qsizetype m_taken = 0;
    QString m_lastHeader;
    int m_run = 0;    // calls in a row with m_lastHeader
    int m_hidden = 0; // of those, not shown
};

} // namespace lw::scenario
