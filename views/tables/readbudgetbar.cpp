#include "tables/readbudgetbar.h"

#include "tables/itemsmodel.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// Units as the window's read note writes them: one decimal, as DynamoDB reports halves.
QString unitsText(double units)
{
    return QLocale().toString(units, 'f', 1);
}

// A budget as the user typed it: whole units without a decimal.
QString budgetText(double units)
{
    return QLocale().toString(units, 'f', units == std::floor(units) ? 0 : 1);
}

} // namespace

ReadBudgetBar::ReadBudgetBar(ItemsModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(u"readBudgetBar"_s);
    m_budget = new QDoubleSpinBox;
    m_budget->setObjectName(u"readBudgetField"_s);
    // A million units (about $0.25 on demand, 4 GB read strongly) is past any budget set by
    // hand, and keeps the field, sized for its widest value, narrow enough for 1280 pixels.
    m_budget->setRange(0, 1e6);
    m_budget->setDecimals(0); // whole units: a budget is a round sum
    m_budget->setSingleStep(100);
    m_budget->setSpecialValueText(tr("No limit"));
    m_budget->setSuffix(tr(" read units"));
    m_budget->setValue(model->readBudget().value_or(0));
    // Typing 2000 must not set budgets of 2, 20 and 200 on the way.
    m_budget->setKeyboardTracking(false);
    m_budget->setToolTip(tr("The read capacity units a Scan or Query of the items may consume "
                            "before it stops and asks: DynamoDB charges every item it reads, "
                            "those a filter drops too. 0 is no limit."));
    auto *label = new QLabel(tr("Read &budget:"));
    label->setBuddy(m_budget);

    m_line = new QLabel;
    m_line->setObjectName(u"readBudgetLine"_s);
    // It wraps rather than widen the items past a 1280-pixel window's room beside the docks.
    m_line->setWordWrap(true);
    m_more = new QPushButton;
    m_more->setObjectName(u"readMoreButton"_s);
    m_noLimit = new QPushButton(tr("No limit"));
    m_noLimit->setObjectName(u"noReadLimitButton"_s);
    m_noLimit->setToolTip(tr("Read on without a budget: every page left, if the read needs it"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(m_budget);
    layout->addWidget(m_line, 1);
    layout->addWidget(m_more);
    layout->addWidget(m_noLimit);

    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &ReadBudgetBar::applyField);
    connect(m_more, &QPushButton::clicked, this, [this] { m_model->allowMore(m_budget->value()); });
    connect(m_noLimit, &QPushButton::clicked, this, [this] { m_budget->setValue(0); });
    for (auto signal : {&ItemsModel::pagesRead, &ItemsModel::readBudgetChanged})
        connect(model, signal, this, &ReadBudgetBar::updateLine);
    connect(model, &QAbstractItemModel::modelReset, this, &ReadBudgetBar::updateLine);
    updateLine();
}

QString ReadBudgetBar::text() const
{
    return m_line->text();
}

void ReadBudgetBar::applyField()
{
    const double value = m_budget->value();
    m_model->setReadBudget(value > 0 ? std::optional(value) : std::nullopt);
}

void ReadBudgetBar::updateLine()
{
    const QString read = unitsText(m_model->capacityUnits());
    const std::optional<double> limit = m_model->readLimit();
    const bool reached = m_model->isBudgetReached();
    if (reached)
        m_line->setText(tr("Budget reached: %1 read units of a %2 budget read, and pages are left")
                            .arg(read, budgetText(*limit)));
    else if (limit)
        m_line->setText(
            tr("Read so far: %1 read units of a %2 budget").arg(read, budgetText(*limit)));
    else
        m_line->setText(tr("Read so far: %1 read units").arg(read));
    m_more->setText(tr("Read %1 more").arg(budgetText(m_budget->value())));
    m_more->setToolTip(tr("Raise this read's budget by %1 read units and read on")
                           .arg(budgetText(m_budget->value())));
    m_more->setVisible(reached);
    m_noLimit->setVisible(reached);
}

} // namespace lw
