// "Run Workload…": the fields of a workload (docs/scenarios.md, "workload"): a table (and for a
// Query one of its indexes), an action, a rate and a number of sim seconds, how partition keys
// are drawn, other attributes, the item size, retries and the seed. The partition key's own
// fields change with the pattern chosen. What the workload will send is summed up beneath
// ("3,000 PutItem a second for 10 s: 30,000 requests; the clock moves 10 s on").
//
// Run hands spec() to the function given: when it fails (a field the runner refuses), its error
// is shown inside the dialog, which stays open with every field as it was and nothing run; when it
// succeeds the dialog closes as accepted with the outcome kept. Copy as Step puts the scenario
// step ({"workload": spec()}) on the clipboard, for a lesson's author.
#pragma once

#include "doors/apicall.h"
#include "model/error.h"

#include <QDialog>
#include <QJsonObject>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace lw {

class WorkloadDialog : public QDialog
{
    Q_OBJECT
public:
    using Run = std::function<Result<QJsonObject>(const QJsonObject &spec)>;

    // Reads the tables through `api` (ListTables, DescribeTable) to offer them and their indexes,
    // `table` chosen first when it is one of them; a failure shows in the dialog's error line.
    WorkloadDialog(ApiCall api, Run run, const QString &table, QWidget *parent = nullptr);

    // The workload the fields describe now. Fields a pattern does not use are left out;
    // "attributes" is left out when empty and sent as written otherwise, for the runner to judge.
    QJsonObject spec() const;
    // What Run returned; empty until it succeeded.
    QJsonObject outcome() const { return m_outcome; }
    // The error shown in the dialog; empty when none.
    QString errorText() const;

    // Runs spec(); closes only when the run succeeded.
    void accept() override;

private:
    QWidget *patternPages();
    void loadTables(const QString &preferred);
    void updateIndexes();
    void updateSummary();
    void fitPatternPage();
    void showError(const QString &message);

    ApiCall m_api;
    Run m_run;
    QJsonObject m_outcome;
    QComboBox *m_table = nullptr;
    QComboBox *m_action = nullptr;
    QComboBox *m_index = nullptr;
    QSpinBox *m_rate = nullptr;
    QSpinBox *m_seconds = nullptr;
    QComboBox *m_pattern = nullptr;
    QStackedWidget *m_patternPages = nullptr;
    QLineEdit *m_constant = nullptr;     // constant
    QLineEdit *m_values = nullptr;       // values
    QSpinBox *m_shards = nullptr;        // sharded date
    QLineEdit *m_randomPrefix = nullptr; // random
    QSpinBox *m_randomCount = nullptr;
    QLineEdit *m_zipfPrefix = nullptr; // zipf
    QSpinBox *m_zipfCount = nullptr;
    QDoubleSpinBox *m_zipfExponent = nullptr;
    QLineEdit *m_sequencePrefix = nullptr; // sequence
    QLineEdit *m_attributes = nullptr;
    QSpinBox *m_itemBytes = nullptr;
    QComboBox *m_retry = nullptr;
    QSpinBox *m_seed = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lw
