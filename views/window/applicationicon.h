// The application's icon as the windows and the About box draw it. The desktop finds the same
// pictures installed in the hicolor theme under the application's id (resources/CMakeLists.txt).
#pragma once

#include <QIcon>

namespace lw {

// The icon in every size it is drawn at, from the PNGs lw_add_resources() embeds
// (":/icons/lifecycle-workbench-<size>.png", resources/icons/). Null in an executable that does
// not embed them. GUI thread.
QIcon applicationIcon();

} // namespace lw
