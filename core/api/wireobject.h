// A response object written as compact JSON text, member by member, for the actions answered on
// the wire (actions.h, WireAction): the caller adds the members in the order QJsonObject keeps
// them (by name), and the text is what QJsonDocument writes of the same object.
#pragma once

#include "api/requestjson.h"

#include <QByteArray>
#include <QJsonDocument>

namespace lw::api {

class WireObject
{
public:
    // Starts member `name` (ASCII, needing no escape) and returns the text to write its value
    // into.
    QByteArray &member(const char *name)
    {
        m_out += m_out.size() > 1 ? ",\"" : "\"";
        m_out += name;
        m_out += "\":";
        return m_out;
    }
    // ConsumedCapacity, as addCapacity() adds it, when the request asked for it. It sorts before
    // the other members of the responses written so (Count, Item, Items …): write it first.
    void capacity(ReturnConsumedCapacity mode, const ConsumedCapacity &consumed)
    {
        QJsonObject holder;
        addCapacity(holder, mode, consumed);
        for (auto it = holder.begin(); it != holder.end(); ++it)
            member(qPrintable(it.key())) +=
                QJsonDocument(it.value().toObject()).toJson(QJsonDocument::Compact);
    }
    QByteArray done() { return m_out + '}'; }

private:
    QByteArray m_out = "{";
};

} // namespace lw::api
