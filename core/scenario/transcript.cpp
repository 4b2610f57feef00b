#include "transcript.h"

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

constexpr int kShownInARow = 3; // the seed's log showed three UpdateItem calls, then counted

} // namespace

void Transcript::call(const QStringList &lines)
{
    const QString header = lines.value(0);
    if (header == m_lastHeader) {
        ++m_run;
    } else {
        sayHidden();
        m_lastHeader = header;
        m_run = 1;
    }
    if (m_run > kShownInARow) {
        ++m_hidden;
        return;
    }
    block(lines);
}

void Transcript::block(const QStringList &lines)
{
    if (!m_lines.isEmpty())
        m_lines << QString();
    m_lines << lines;
}

void Transcript::line(const QString &text)
{
    m_lines << text;
}

void Transcript::words(const QStringList &lines)
{
    finish();
    block(lines);
}

void Transcript::finish()
{
    sayHidden();
    m_lastHeader.clear();
    m_run = 0;
}

QStringList Transcript::takeNew()
{
    const QStringList added = m_lines.mid(m_taken);
    m_taken = m_lines.size();
    return added;
}

void Transcript::sayHidden()
{
    if (m_hidden == 0)
        return;
    // ">>> UpdateItem p32-streams-aggregates": the action is the header's second word.
    const QString action = m_lastHeader.section(u' ', 1, 1);
    m_lines << u"    ... (+%1 more %2 calls not shown)"_s.arg(m_hidden).arg(action);
    m_hidden = 0;
}

} // namespace lw::scenario
