#include "common/unavailablepane.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

UnavailablePane::UnavailablePane(const QString &title, const QString &reason, QWidget *parent)
    : Pane(parent)
{
    setObjectName(u"unavailablePane"_s);
    // Rich text sizes itself from the widget's font, so View ▸ Zoom reaches it (zoomcontrol.h).
    auto *text = new QLabel(u"<h2>%1</h2><p style='font-size:large'>%2</p>"_s.arg(
        title.toHtmlEscaped(), reason.toHtmlEscaped()));
    text->setObjectName(u"unavailableText"_s);
    text->setAlignment(Qt::AlignCenter);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addStretch(1);
    layout->addWidget(text);
    layout->addStretch(2);
}

} // namespace lw
