#include "createtable/keyattributeedit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace lw {

KeyAttributeEdit::KeyAttributeEdit(const QString &placeholder, QWidget *parent) : QWidget(parent)
{
    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(placeholder);
    m_type = new QComboBox(this);
    m_type->addItem(tr("String (S)"), u"S"_s);
    m_type->addItem(tr("Number (N)"), u"N"_s);
    m_type->addItem(tr("Binary (B)"), u"B"_s);
    m_type->setToolTip(tr("A key attribute is a String, a Number or a Binary"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_type);

    connect(m_name, &QLineEdit::textChanged, this, &KeyAttributeEdit::changed);
    connect(m_type, &QComboBox::currentIndexChanged, this, &KeyAttributeEdit::changed);
}

void KeyAttributeEdit::setNames(const QString &base, const QString &suffix)
{
    setObjectName(base + suffix);
    m_name->setObjectName(base + u"Name"_s + suffix);
    m_type->setObjectName(base + u"Type"_s + suffix);
}

KeyAttribute KeyAttributeEdit::value() const
{
    return {m_name->text(), m_type->currentData().toString()};
}

void KeyAttributeEdit::setValue(const KeyAttribute &key)
{
    m_name->setText(key.name);
    m_type->setCurrentIndex(std::max(0, m_type->findData(key.type)));
}

} // namespace lw
