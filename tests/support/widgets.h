// Finding a widget's parts by object name, for the widget tests.
#pragma once

#include "check.h"

#include <QObject>
#include <QString>

namespace lw::test {

// The child of `parent` named `name`; when there is none the test fails, naming it, and the result
// is null.
template<class T> T *child(const QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        fail(QStringLiteral("no child ") + name);
    return found;
}

template<class T> T *child(const QObject *parent, const QString &name)
{
    return child<T>(*parent, name);
}

} // namespace lw::test
