#include "changes/changerow.h"

namespace lw {

QJsonObject withoutKey(QJsonObject image, const QJsonObject &key)
{
    for (auto it = key.begin(); it != key.end(); ++it)
        image.remove(it.key());
    return image;
}

QStringList orderedNames(const QJsonObject &image, const QStringList &keyNames)
{
    QStringList names;
    for (const QString &name : keyNames) {
        if (image.contains(name))
            names << name;
    }
    for (const QString &name : image.keys()) {
        if (!keyNames.contains(name))
            names << name;
    }
    return names;
}

QColor ttlRowTint()
{
    return QColor(0x8e, 0x24, 0xaa, 56);
}

} // namespace lw
