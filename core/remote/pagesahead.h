// The pages of a remote Scan or Query read ahead, on a thread of their own, while the caller
// writes the pages before them: a copy into a workspace then takes about the time of its reads
// instead of its reads plus its writes, as the service works on the next page while the workspace
// commits this one (bench_remote, 100,000 items from dynalite: 0.95 times the Node SDK's Scan,
// from 1.45 times read and written in turn).
//
// Each request of `reads` is paged to its end (ExclusiveStartKey = the LastEvaluatedKey before),
// one after another, each page asking `pageSize` items, fewer once `limit` items (negative: no
// limit) would be passed. At most `ahead` pages wait unread; the reader stops at the first error,
// which next() then gives.
//
// Threads: made, and next() called, on one thread with a Qt event loop; next() runs that loop
// while it waits, as AwsClient::call() does, so a window stays live. The reader has its own
// AwsClient, of the same endpoint, credentials and retries as `remote`. Destroying stops the
// reader once the request it has in flight is answered.
#pragma once

#include "aws/awsclient.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

class QThread;

namespace lw::remote {

class PagesAhead
{
public:
    PagesAhead(const aws::AwsClient &remote, QString target, QList<QJsonObject> reads, qint64 limit,
               int pageSize, int ahead = 2);
    ~PagesAhead();
    PagesAhead(const PagesAhead &) = delete;
    PagesAhead &operator=(const PagesAhead &) = delete;

    // The next page's response, or its error; nullopt once every page has been given.
    std::optional<std::expected<QJsonObject, aws::AwsError>> next();

private:
    void read(); // the reader thread
    // Hands a page to next(); false once the reader should stop.
    bool give(std::expected<QJsonObject, aws::AwsError> page);

    aws::Endpoint m_endpoint;
    aws::AwsCredentials m_credentials;
    aws::RetryPolicy m_retry;
    QString m_target;
    QList<QJsonObject> m_reads;
    qint64 m_limit;
    int m_pageSize;
    size_t m_ahead;

    std::mutex m_mutex;
    std::condition_variable m_room; // the reader waits for next() to take a page
    std::deque<std::expected<QJsonObject, aws::AwsError>> m_pages;
    bool m_done = false; // the reader gave its last page
    bool m_stop = false; // the caller is gone
    QObject m_wake;      // on the caller's thread: the reader posts to it to end next()'s wait
    std::unique_ptr<QThread> m_reader;
};

} // namespace lw::remote
