// The built-in stream consumers, and a projector's documents (consumers.cpp).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "consumers/consumer.h"
#include "model/attributevalue.h"
#include "model/error.h"

#include <QList>
#include <QString>

#include <functional>

namespace lw {

class Engine;

class Consumers
{
public:
    // Stream consumers (consumers.cpp; consumerrun.h says how they run on the clock). Errors:
    // ResourceNotFoundException for an unknown table or "Requested resource not found: Consumer:
    // <name> not found"; ResourceInUseException "Consumer <name> already exists on table <table>";
    // ValidationException from consumerrun::checkFits() and "Table <table> has at most 10
    // consumers". A new consumer reads the table's current stream from its oldest kept record
    // (TRIM_HORIZON), or after its newest (`startAtLatest`, LATEST).
    virtual Result<Consumer> createConsumer(const ConsumerSettings &settings,
                                            bool startAtLatest) = 0;
    // Replaces the settings. Enabling a FAILED consumer clears the failure: it tries again from
    // its checkpoint.
    virtual Result<Consumer> updateConsumer(const ConsumerSettings &settings) = 0;
    // Removes the consumer and its projected documents.
    virtual Result<Consumer> deleteConsumer(const QString &tableName, const QString &name) = 0;
    virtual Result<Consumer> consumer(const QString &tableName, const QString &name) = 0;
    // Every consumer of the table, or of every table when `tableName` is empty; by table, then
    // name.
    virtual Result<QList<Consumer>> consumers(const QString &tableName = {}) = 0;
    // The ARN of the stream the consumer reads.
    virtual QString consumerStreamArn(const Consumer &consumer) const = 0;
    // A projector's documents, in the order of their items' keys.
    virtual Result<QList<Item>> projection(const QString &tableName, const QString &name) = 0;

    // Who watches consumers work (one watcher at a time; empty: none): called from advanceClock,
    // on the calling thread, for every record a consumer processed, in order, once the batch of
    // events it ran in has committed. The lesson player prints it as the seed's consumers did.
    using ConsumerWatcher = std::function<void(const ConsumerActivity &)>;
    virtual void setConsumerWatcher(ConsumerWatcher watcher) = 0;

protected:
    ~Consumers() = default; // owned and destroyed as the Engine
};

// The engine's consumers, for code that includes this header and not engine.h.
Consumers &consumersOf(Engine &engine);
const Consumers &consumersOf(const Engine &engine);

} // namespace lw
