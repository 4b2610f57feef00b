// What the data plane consumed, per table and minute of the clock (capacitymeter.h says what
// counts). In memory: a reopened workspace starts with none.
//
// One of the interfaces the engine (engine.h) implements; threads as engine.h says.
#pragma once

#include "capacitymeter.h"

namespace lw {

class Engine;

class Metering
{
public:
    virtual CapacityMeter &capacityMeter() = 0;
    virtual const CapacityMeter &capacityMeter() const = 0;

protected:
    ~Metering() = default; // owned and destroyed as the Engine
};

// The engine's capacity meter, for code that includes this header and not engine.h.
Metering &meteringOf(Engine &engine);
const Metering &meteringOf(const Engine &engine);

} // namespace lw
