#include "console/requestlogpane.h"

#include "api/requestlog.h"
#include "state/calllog.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

RequestLogPane::RequestLogPane(QWidget *parent) : Pane(parent), m_text(new QPlainTextEdit)
{
    m_text->setObjectName(u"requestLogText"_s);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMaximumBlockCount(kMaxLines); // a long serving session must not grow it forever
    // The seed's columns line up only in a fixed-pitch font.
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlaceholderText(tr("Calls made from the window appear here, as the lessons print "
                                  "them."));
    m_text->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_text, &QPlainTextEdit::customContextMenuRequested, this,
            &RequestLogPane::showContextMenu);
    auto *clearButton = new QPushButton(tr("Clea&r"));
    connect(clearButton, &QPushButton::clicked, this, &RequestLogPane::clear);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
}

Pane *RequestLogPane::create(const PaneContext &context)
{
    auto *pane = new RequestLogPane;
    pane->showLog(context.log);
    return pane;
}

void RequestLogPane::showLog(CallLog *log)
{
    connect(log, &CallLog::called, this, &RequestLogPane::record);
    connect(log, &CallLog::noted, this, &RequestLogPane::note);
}

QString RequestLogPane::entryText(const QString &action, const QJsonObject &request,
                                  const Result<QJsonObject> &result, const QString &client)
{
    QStringList lines =
        requestLogLines(action, request, result ? *result : QJsonObject(), {}, client);
    if (!result)
        lines << u"!!! "_s + result.error().typeName() + u": "_s + result.error().message;
    return lines.join(u'\n') + u'\n';
}

void RequestLogPane::record(const QString &action, const QJsonObject &request,
                            const Result<QJsonObject> &result, const QString &client)
{
    const QString entry = entryText(action, request, result, client);
    note(entry);
    // The entry is the document's last blocks now, one per line (counted from the end: lines
    // trimmed from the top have moved every block number).
    const int lines = int(entry.count(u'\n')) + 1;
    QTextBlock first = m_text->document()->findBlockByNumber(
        std::max(0, m_text->document()->blockCount() - lines));
    m_calls.append({action, request});
    first.setUserState(m_firstCallId + int(m_calls.size()) - 1);
    // A call whose lines were trimmed away can no longer be asked for: keep as many as lines.
    while (m_calls.size() > kMaxLines) {
        m_calls.removeFirst();
        ++m_firstCallId;
    }
}

QString RequestLogPane::code(const QString &language, int line) const
{
    return codeFor(language, calls(line));
}

QList<CodeCall> RequestLogPane::calls(int line) const
{
    if (line < 0)
        return m_calls;
    // The entry's first line is the nearest line at or above `line` that names a call.
    for (QTextBlock block = m_text->document()->findBlockByNumber(line); block.isValid();
         block = block.previous()) {
        const int index = block.userState() - m_firstCallId;
        if (block.userState() >= 0 && index >= 0 && index < m_calls.size())
            return {m_calls.at(index)};
        if (block.userState() >= 0 || block.text().isEmpty())
            break; // an older entry, or the blank line between entries: not this line's call
    }
    return {};
}

void RequestLogPane::showContextMenu(const QPoint &at)
{
    QMenu *menu = m_text->createStandardContextMenu(at);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const int line = m_text->cursorForPosition(at).blockNumber();
    menu->addSeparator();
    QMenu *one = copyAsCodeMenu(
        tr("Copy This Call as Code"), [this, line] { return calls(line); }, menu);
    QMenu *all = copyAsCodeMenu(
        tr("Copy All Calls as Code"), [this] { return calls(-1); }, menu);
    one->setEnabled(!calls(line).isEmpty());
    all->setEnabled(!m_calls.isEmpty());
    menu->addMenu(one);
    menu->addMenu(all);
    menu->popup(m_text->viewport()->mapToGlobal(at));
}

void RequestLogPane::note(const QString &line)
{
    QScrollBar *bar = m_text->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    m_text->appendPlainText(line);
    if (atEnd)
        bar->setValue(bar->maximum());
}

QString RequestLogPane::text() const
{
    return m_text->toPlainText();
}

void RequestLogPane::clear()
{
    m_text->clear();
    m_firstCallId += int(m_calls.size());
    m_calls.clear();
}

} // namespace lw
