// "Add stream consumer": the fields of a CreateConsumer request (core/consumers/consumer.h), the
// chosen type's own fields shown beneath the common ones. Only tables with a stream are offered,
// since a consumer reads one; which type fits which stream view type is the engine's to say. An
// archiver's object key template that lets two items of the chosen table share an object (it
// names neither {key} nor, on a table with a sort key, {range}) is warned about beneath it.
//
// OK sends the request through the ApiCall. When the api refuses it, its error
// ("ValidationException: …") is shown inside the dialog, which stays open with every field as
// it was; nothing was created. When it succeeds the dialog closes as accepted.
#pragma once

#include "doors/apicall.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace lw {

class ConsumerDialog : public QDialog
{
    Q_OBJECT
public:
    // Reads the tables (ListTables, DescribeTable) to offer those with a stream; a failure is
    // shown in the dialog's error line.
    explicit ConsumerDialog(ApiCall api, QWidget *parent = nullptr);

    // The CreateConsumer request the fields make now. Members the user left empty are left out,
    // so the engine's defaults apply (the partition key to group by, no sums, no filter); only
    // the chosen type's settings object is sent.
    QJsonObject request() const;
    // The ConsumerDescription CreateConsumer returned; empty until OK succeeded.
    QJsonObject created() const { return m_created; }
    // The error shown in the dialog; empty when none.
    QString errorText() const;

    // Sends request(); closes only when the api accepted it.
    void accept() override;

private:
    QWidget *projectorPage();
    QWidget *aggregatorPage();
    QWidget *archiverPage();
    void loadTables();
    void showError(const QString &message);
    void updateOk();
    // Shows the warning when the key template lets items of the chosen table share an object.
    void updateKeyWarning();

    ApiCall m_api;
    QJsonObject m_created;
    QComboBox *m_table = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
    QStackedWidget *m_typePages = nullptr;
    QComboBox *m_position = nullptr;
    QSpinBox *m_batchSize = nullptr;
    QSpinBox *m_pollDelay = nullptr;
    QLineEdit *m_filter = nullptr;
    QSpinBox *m_redeliverEvery = nullptr;
    QLineEdit *m_attributes = nullptr; // projector
    QLineEdit *m_groupBy = nullptr;    // aggregator
    QLineEdit *m_statsSortKey = nullptr;
    QLineEdit *m_countAttribute = nullptr;
    QLineEdit *m_sumSource = nullptr;
    QLineEdit *m_sumTarget = nullptr;
    QCheckBox *m_deduplicate = nullptr;
    QLineEdit *m_prefix = nullptr; // archiver
    QLineEdit *m_keyTemplate = nullptr;
    QLabel *m_keyWarning = nullptr;
    QCheckBox *m_onlyTtlDeletes = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lw
