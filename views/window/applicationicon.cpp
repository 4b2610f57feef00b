#include "window/applicationicon.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace lw {

QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        if (const QString file = u":/icons/lifecycle-workbench-%1.png"_s.arg(size);
            QFile::exists(file))
            icon.addFile(file, QSize(size, size));
    return icon;
}

} // namespace lw
