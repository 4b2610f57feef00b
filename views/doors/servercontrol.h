// The window's door to the DynamoDB endpoint (core/server/dynamoserver.h), as ClockControl is to
// the clock: the application binds it to a server over the open workspace (app/gui/session.cpp);
// views never include the server. What the endpoint serves reaches the window through
// ServerToggle's slots, which the application connects to the server's signals.
//
// Contract for implementations: synchronous, GUI thread, never throws; every function is set.
#pragma once

#include "model/error.h"

#include <QString>

#include <functional>

namespace lw {

struct ServerControl
{
    // Listens on `host` (an IP address, "127.0.0.1" unless the user named another) and `port`.
    // Errors: the server's (the address in use, not an address, already serving).
    std::function<Status(const QString &host, quint16 port)> start;
    std::function<void()> stop;
    // "http://127.0.0.1:8000" while serving, else empty.
    std::function<QString()> url;
    // Whether the endpoint's requests go around the workspace's cache (docs/cache.md): its
    // clients are then "another client" that does not use it, and their writes leave it stale.
    std::function<void(bool around)> setAroundCache;
};

} // namespace lw
