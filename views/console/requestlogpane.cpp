#include "console/requestlogpane.h"

#include "api/requestlog.h"
#include "state/calllog.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
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
    auto *clearButton = new QPushButton(tr("C&lear"));
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
                                  const Result<QJsonObject> &result)
{
    QStringList lines = requestLogLines(action, request, result ? *result : QJsonObject());
    if (!result)
        lines << u"!!! "_s + result.error().typeName() + u": "_s + result.error().message;
    return lines.join(u'\n') + u'\n';
}

void RequestLogPane::record(const QString &action, const QJsonObject &request,
                            const Result<QJsonObject> &result)
{
    note(entryText(action, request, result));
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
}

} // namespace lw
