#include "console/consolepane.h"

#include "common/attributetext.h"
#include "common/readonlytable.h"
#include "console/codemenu.h"
#include "state/reportingdoors.h"

#include <QComboBox>
#include <QCompleter>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString indented(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

Error serializationError(const QString &message)
{
    return Error{ErrorType::Serialization, message, {}};
}

// `text` as JSON of the kind `isKind` accepts, empty text being `empty`; `what` names it in the
// message ("Request is not valid JSON: …"), `wrongKind` is the message for JSON of another kind.
Result<QJsonDocument> parsedJson(const QString &text, const QByteArray &empty,
                                 bool (QJsonDocument::*isKind)() const, const QString &what,
                                 const QString &wrongKind)
{
    QJsonParseError parseError;
    const QString trimmed = text.trimmed();
    const QJsonDocument document =
        QJsonDocument::fromJson(trimmed.isEmpty() ? empty : trimmed.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return std::unexpected(
            serializationError(ConsolePane::tr("%1 is not valid JSON: %2 at character %3")
                                   .arg(what, parseError.errorString())
                                   .arg(parseError.offset)));
    if (!(document.*isKind)())
        return std::unexpected(serializationError(wrongKind));
    return document;
}

} // namespace

ConsolePane::ConsolePane(ApiCall api, ApiCall explain, QWidget *parent)
    : Pane(parent), m_api(std::move(api)), m_explain(std::move(explain)), m_mode(new QComboBox),
      m_input(new QStackedWidget), m_action(new QLineEdit), m_request(new QPlainTextEdit),
      m_statement(new QPlainTextEdit), m_parameters(new QLineEdit), m_answer(new QTabWidget),
      m_items(new QStandardItemModel(this)), m_response(new QPlainTextEdit), m_status(new QLabel)
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_mode->setObjectName(u"consoleMode"_s);
    m_mode->addItem(tr("DynamoDB API"));
    m_mode->addItem(tr("PartiQL"));
    m_mode->setToolTip(tr("Send an API action with its request JSON, or a PartiQL statement"));

    m_action->setObjectName(u"consoleAction"_s);
    m_action->setPlaceholderText(tr("Action, e.g. PutItem"));
    auto *completer = new QCompleter(Api::actions(), m_action);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_action->setCompleter(completer);
    m_request->setObjectName(u"consoleRequest"_s);
    m_request->setFont(fixed);
    m_request->setPlaceholderText(tr("Request JSON, e.g. {\"TableName\": \"Sessions\"}"));
    auto *apiInput = new QWidget;
    auto *apiForm = new QFormLayout(apiInput);
    apiForm->setContentsMargins({});
    apiForm->addRow(tr("Act&ion:"), m_action);
    apiForm->addRow(tr("Request:"), m_request);

    m_statement->setObjectName(u"consoleStatement"_s);
    m_statement->setFont(fixed);
    m_statement->setPlaceholderText(tr("Statement, e.g. SELECT * FROM \"Sessions\" WHERE PK = ?"));
    m_parameters->setObjectName(u"consoleParameters"_s);
    m_parameters->setFont(fixed);
    m_parameters->setPlaceholderText(tr("Parameters for the ?s, e.g. [{\"S\": \"USER#alice\"}]"));
    auto *partiqlInput = new QWidget;
    auto *partiqlForm = new QFormLayout(partiqlInput);
    partiqlForm->setContentsMargins({});
    partiqlForm->addRow(tr("S&tatement:"), m_statement);
    partiqlForm->addRow(tr("&Parameters:"), m_parameters);
    m_input->addWidget(apiInput);
    m_input->addWidget(partiqlInput);
    connect(m_mode, &QComboBox::currentIndexChanged, m_input, &QStackedWidget::setCurrentIndex);

    m_status->setObjectName(u"consoleStatus"_s);
    m_status->setWordWrap(true);
    auto *sendButton = new QPushButton(tr("&Send"));
    sendButton->setToolTip(tr("Send the request (Ctrl+Return)"));
    connect(sendButton, &QPushButton::clicked, this, [this] { send(); });
    auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, [this] { send(); });

    auto *itemsView = new QTableView;
    itemsView->setObjectName(u"consoleItems"_s);
    itemsView->setModel(m_items);
    setUpReadOnlyTable(itemsView);
    fitColumnsToContents(itemsView, -1);
    m_response->setObjectName(u"consoleResponse"_s);
    m_response->setFont(fixed);
    m_response->setReadOnly(true);
    m_answer->setObjectName(u"consoleAnswer"_s);
    m_answer->addTab(itemsView, tr("Items"));
    m_answer->addTab(m_response, tr("JSON"));
    m_answer->setCurrentIndex(1);

    // The mode shares the Send row, so the console needs no more height than before it had one.
    auto *modeLabel = new QLabel(tr("&Mode:"));
    modeLabel->setBuddy(m_mode);
    // The request as the fields hold it, before it is sent: a program to go on with.
    auto *codeButton = new QToolButton;
    codeButton->setObjectName(u"consoleCodeButton"_s);
    codeButton->setPopupMode(QToolButton::InstantPopup);
    codeButton->setText(tr("Cop&y as Code"));
    codeButton->setToolTip(tr("Copy the request as a program that sends it to lwb serve"));
    codeButton->setMenu(copyAsCodeMenu(
        tr("Copy as Code"), [this] { return currentCall(); }, this,
        [this](const QString &language) {
            m_status->setText(tr("Copied the request as %1").arg(language));
        }));
    auto *sendRow = new QHBoxLayout;
    sendRow->addWidget(modeLabel);
    sendRow->addWidget(m_mode);
    sendRow->addStretch(1);
    sendRow->addWidget(codeButton);
    sendRow->addWidget(sendButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_input, 1);
    layout->addLayout(sendRow);
    layout->addWidget(m_status);
    layout->addWidget(new QLabel(tr("Response:")));
    layout->addWidget(m_answer, 2);
}

Pane *ConsolePane::create(const PaneContext &context)
{
    auto *pane = new ConsolePane(context.user, context.read);
    pane->setFollowsWhileHidden(true); // a value, no read: a send finds it right however it comes
    return pane;
}

void ConsolePane::updateFromState(WorkbenchState::Changes what)
{
    if (what & WorkbenchState::ViewedTime)
        setAsOf(state()->asOf());
}

void ConsolePane::setMode(Mode mode)
{
    m_mode->setCurrentIndex(mode == Mode::PartiQL ? 1 : 0);
}

ConsolePane::Mode ConsolePane::mode() const
{
    return m_mode->currentIndex() == 1 ? Mode::PartiQL : Mode::Api;
}

void ConsolePane::setAction(const QString &action)
{
    setMode(Mode::Api);
    m_action->setText(action);
}

void ConsolePane::setRequestText(const QString &json)
{
    m_request->setPlainText(json);
}

void ConsolePane::setStatement(const QString &statement, const QString &parameters)
{
    setMode(Mode::PartiQL);
    m_statement->setPlainText(statement);
    m_parameters->setText(parameters);
}

QString ConsolePane::responseText() const
{
    return m_response->toPlainText();
}

QString ConsolePane::statusText() const
{
    return m_status->text();
}

Result<std::pair<QString, QJsonObject>> ConsolePane::request() const
{
    if (mode() == Mode::Api) {
        auto body = parsedJson(m_request->toPlainText(), "{}", &QJsonDocument::isObject,
                               tr("Request"), tr("Request must be a JSON object"));
        LW_TRY(body);
        return std::pair{m_action->text().trimmed(), body->object()};
    }
    QJsonObject statement{{u"Statement"_s, m_statement->toPlainText().trimmed()}};
    auto parameters =
        parsedJson(m_parameters->text(), "[]", &QJsonDocument::isArray, tr("Parameters"),
                   tr("Parameters must be a JSON array of typed values"));
    LW_TRY(parameters);
    if (!parameters->array().isEmpty())
        statement.insert(u"Parameters"_s, parameters->array());
    return std::pair{u"ExecuteStatement"_s, statement};
}

QList<CodeCall> ConsolePane::currentCall() const
{
    const Result<std::pair<QString, QJsonObject>> call = request();
    if (!call) {
        m_status->setText(errorText(call.error())); // what to put right before there is code
        return {};
    }
    if (call->first.isEmpty())
        return {};
    return {*call};
}

QString ConsolePane::code(const QString &language) const
{
    return codeFor(language, currentCall());
}

ConsolePane::Explained ConsolePane::explanation(const QJsonObject &statement) const
{
    if (!m_explain)
        return {};
    const Result<QJsonObject> plan =
        m_explain(u"ExplainStatement"_s, statement, CallOptions{std::nullopt, false});
    if (!plan)
        return {};
    const QString table = plan->value(u"TableName"_s).toString();
    const QString action = plan->value(u"Action"_s).toString();
    const qsizetype queries = plan->value(u"Requests"_s).toArray().size();
    if (action == u"Query" && queries > 1)
        return {tr("Runs as %n Queries on %1", nullptr, int(queries)).arg(table), true};
    if (action == u"Query")
        return {tr("Runs as a Query on %1").arg(table), true};
    if (action == u"Scan")
        return {tr("Runs as a Scan of %1, every item read").arg(table), true};
    return {tr("Runs as %1 on %2").arg(action, table), false};
}

void ConsolePane::showItems(const QJsonObject &response, bool listsItems)
{
    m_items->clear();
    const QJsonArray items = response.value(u"Items"_s).toArray();
    QStringList columns;
    for (const QJsonValue &item : items)
        for (const QString &name : item.toObject().keys())
            if (!columns.contains(name))
                columns << name;
    m_items->setHorizontalHeaderLabels(columns);
    for (const QJsonValue &item : items) {
        const QJsonObject attributes = item.toObject();
        QList<QStandardItem *> row;
        for (const QString &name : std::as_const(columns)) {
            auto *cell = new QStandardItem;
            if (attributes.contains(name)) {
                const QJsonObject value = attributes.value(name).toObject();
                cell->setText(attributeDisplayText(value));
                cell->setToolTip(attributeType(value) + u": "_s + attributeJson(value));
            }
            row << cell;
        }
        m_items->appendRow(row);
    }
    m_answer->setCurrentIndex(listsItems ? 0 : 1);
}

Result<QJsonObject> ConsolePane::send()
{
    const auto call = request();
    Explained explained;
    Result<QJsonObject> result;
    if (!call) {
        result = std::unexpected(call.error()); // as the service answers it; the api not called
    } else {
        if (call->first == u"ExecuteStatement")
            explained = explanation(call->second);
        result = m_api(call->first, call->second, CallOptions{m_asOf});
    }
    const QString action = call ? call->first : QString();
    if (result) {
        m_response->setPlainText(indented(*result));
        // A PartiQL write answers "Items": [] too, but lists nothing.
        const bool listsItems =
            result->contains(u"Items"_s) && (explained.text.isEmpty() || explained.reads);
        showItems(*result, listsItems);
        QString status = explained.text.isEmpty() ? tr("%1 answered").arg(action) : explained.text;
        if (listsItems)
            status += u" · "_s +
                      tr("%n item(s)", nullptr, int(result->value(u"Items"_s).toArray().size()));
        m_status->setText(status);
        if (!onlyReads(action))
            emit workspaceChanged();
    } else {
        m_items->clear();
        m_response->setPlainText(indented(result.error().toJson()));
        m_answer->setCurrentIndex(1);
        m_status->setText(result.error().typeName() + u": "_s + result.error().message);
    }
    return result;
}

} // namespace lw
