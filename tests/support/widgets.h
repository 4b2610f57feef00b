// Finding a widget's parts by object name, for the widget tests.
#pragma once

#include "check.h"

#include <QObject>
#include <QString>

#include <source_location>

namespace lw::test {

// The child of `parent` named `name`; when there is none the test fails, naming it, and the result
// is null.
template<class T>
T *child(const QObject &parent, const QString &name,
         std::source_location where = std::source_location::current())
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        fail(QStringLiteral("no child ") + name, where);
    return found;
}

template<class T>
T *child(const QObject *parent, const QString &name,
         std::source_location where = std::source_location::current())
{
    return child<T>(*parent, name, where);
}

} // namespace lw::test
