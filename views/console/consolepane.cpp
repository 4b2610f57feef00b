#include "console/consolepane.h"

#include "state/reportingdoors.h"

#include <QCompleter>
#include <QFontDatabase>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString indented(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

} // namespace

ConsolePane::ConsolePane(ApiCall api, QWidget *parent)
    : Pane(parent), m_api(std::move(api)), m_action(new QLineEdit), m_request(new QPlainTextEdit),
      m_response(new QPlainTextEdit), m_status(new QLabel)
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_action->setObjectName(u"consoleAction"_s);
    m_action->setPlaceholderText(tr("Action, e.g. PutItem"));
    auto *completer = new QCompleter(Api::actions(), m_action);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_action->setCompleter(completer);
    m_request->setObjectName(u"consoleRequest"_s);
    m_request->setFont(fixed);
    m_request->setPlaceholderText(tr("Request JSON, e.g. {\"TableName\": \"Sessions\"}"));
    m_response->setObjectName(u"consoleResponse"_s);
    m_response->setFont(fixed);
    m_response->setReadOnly(true);
    m_status->setObjectName(u"consoleStatus"_s);
    m_status->setWordWrap(true);
    auto *sendButton = new QPushButton(tr("&Send"));
    sendButton->setToolTip(tr("Send the request (Ctrl+Return)"));
    connect(sendButton, &QPushButton::clicked, this, [this] { send(); });
    auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, [this] { send(); });

    auto *form = new QFormLayout;
    form->addRow(tr("&Action:"), m_action);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Request:")));
    layout->addWidget(m_request, 1);
    layout->addWidget(sendButton, 0, Qt::AlignRight);
    layout->addWidget(m_status);
    layout->addWidget(new QLabel(tr("Response:")));
    layout->addWidget(m_response, 2);
}

Pane *ConsolePane::create(const PaneContext &context)
{
    auto *pane = new ConsolePane(context.user);
    pane->setFollowsWhileHidden(true); // a value, no read: a send finds it right however it comes
    return pane;
}

void ConsolePane::updateFromState(WorkbenchState::Changes what)
{
    if (what & WorkbenchState::ViewedTime)
        setAsOf(state()->asOf());
}

void ConsolePane::setAction(const QString &action)
{
    m_action->setText(action);
}

void ConsolePane::setRequestText(const QString &json)
{
    m_request->setPlainText(json);
}

QString ConsolePane::responseText() const
{
    return m_response->toPlainText();
}

Result<QJsonObject> ConsolePane::send()
{
    const QString action = m_action->text().trimmed();
    QJsonParseError parseError;
    const QString text = m_request->toPlainText().trimmed();
    const QJsonDocument document =
        QJsonDocument::fromJson(text.isEmpty() ? QByteArray("{}") : text.toUtf8(), &parseError);
    Result<QJsonObject> result;
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        // As the service answers a body it cannot read; the api is not called.
        result = std::unexpected(Error{ErrorType::Serialization,
                                       parseError.error != QJsonParseError::NoError
                                           ? tr("Request is not valid JSON: %1 at character %2")
                                                 .arg(parseError.errorString())
                                                 .arg(parseError.offset)
                                           : tr("Request must be a JSON object"),
                                       {}});
    } else {
        result = m_api(action, document.object(), CallOptions{m_asOf});
    }
    if (result) {
        m_response->setPlainText(indented(*result));
        m_status->setText(tr("%1 answered").arg(action));
        if (!onlyReads(action))
            emit workspaceChanged();
    } else {
        m_response->setPlainText(indented(result.error().toJson()));
        m_status->setText(result.error().typeName() + u": "_s + result.error().message);
    }
    return result;
}

} // namespace lw
