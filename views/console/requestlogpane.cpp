#include "console/requestlogpane.h"

#include "api/requestlog.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

RequestLogPane::RequestLogPane(QWidget *parent) : QWidget(parent), m_text(new QPlainTextEdit)
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

ApiCall loggedCall(ApiCall api, RequestLogPane *log)
{
    return [api = std::move(api), log = QPointer<RequestLogPane>(log)](
               const QString &action, const QJsonObject &request, const CallOptions &options) {
        Result<QJsonObject> result = api(action, request, options);
        if (log)
            log->record(action, request, result);
        return result;
    };
}

} // namespace lw
