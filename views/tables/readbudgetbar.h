// The one line above the items that sets a read budget (ItemsModel::setReadBudget) before a
// large Scan and says what the reads cost against it: "Read so far: 1,234.5 read units of a
// 2,000 budget". Once the budget stops a read with pages left, it says so and offers to read as
// much again ("Read 2,000 more", ItemsModel::allowMore) or to lift the limit ("No limit").
//
// The field holds the budget the user typed; a read it stopped is raised by that much at each
// "Read … more" until the next read (another table, filter, query or time) starts from it again.
#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace lw {

class ItemsModel;

class ReadBudgetBar : public QWidget
{
    Q_OBJECT
public:
    // `model` must outlive the bar. The bar starts with the model's budget.
    explicit ReadBudgetBar(ItemsModel *model, QWidget *parent = nullptr);

    // The line's text, as the bar shows it now.
    QString text() const;

private:
    void applyField();
    void updateLine();

    ItemsModel *m_model;
    QDoubleSpinBox *m_budget = nullptr; // 0 reads "No limit"
    QLabel *m_line = nullptr;
    QPushButton *m_more = nullptr;
    QPushButton *m_noLimit = nullptr;
};

} // namespace lw
