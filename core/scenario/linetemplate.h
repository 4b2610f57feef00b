// A line a lesson prints with values filled in, the way the seed's scripts printed f-strings:
//   "{Record.eventName}  count {+Deltas.orderCount}  revenue {+Deltas.revenue}"
// Each {selector} (selector.h) is replaced by the value it selects, written as Python's str()
// writes it (None for nothing); {+selector} writes a number with its sign, as "{:+}" does
// ("+0", "-99"). "{{" and "}}" are literal braces.
#pragma once

#include "selector.h"

#include <QList>

#include <expected>
#include <optional>

namespace lw::scenario {

class LineTemplate
{
public:
    // Errors: `"{" at 5 is not closed`, `"}" at 9 has no "{" (write "}}" for a brace)`, and a
    // selector's own error after the braces it is in: `{Record.}: the selector ends too soon`.
    static std::expected<LineTemplate, QString> parse(QStringView text);

    QString render(const QJsonValue &root) const;
    QString text() const { return m_text; }

private:
    struct Part
    {
        QString literal; // written before the selection
        std::optional<Selector> selector;
        bool sign = false;
    };
    QString m_text;
    QList<Part> m_parts;
};

} // namespace lw::scenario
