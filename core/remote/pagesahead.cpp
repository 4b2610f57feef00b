#include "pagesahead.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QThread>

using namespace Qt::StringLiterals;

namespace lw::remote {

PagesAhead::PagesAhead(const aws::AwsClient &remote, QString target, QList<QJsonObject> reads,
                       qint64 limit, int pageSize, int ahead)
    : m_endpoint(remote.endpoint()), m_credentials(remote.credentials()),
      m_retry(remote.retryPolicy()), m_target(std::move(target)), m_reads(std::move(reads)),
      m_limit(limit), m_pageSize(pageSize), m_ahead(size_t(std::max(1, ahead))),
      m_reader(QThread::create([this] { read(); }))
{
    m_reader->start();
}

PagesAhead::~PagesAhead()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_room.notify_one();
    m_reader->wait();
}

bool PagesAhead::give(std::expected<QJsonObject, aws::AwsError> page)
{
    {
        std::unique_lock lock(m_mutex);
        m_room.wait(lock, [this] { return m_stop || m_pages.size() < m_ahead; });
        if (m_stop)
            return false;
        m_pages.push_back(std::move(page));
    }
    QMetaObject::invokeMethod(
        &m_wake, [] {}, Qt::QueuedConnection);
    return true;
}

void PagesAhead::read()
{
    aws::AwsClient client(m_endpoint, m_credentials, m_retry);
    qint64 read = 0;
    bool failed = false;
    for (qsizetype next = 0; next < m_reads.size() && !failed; ++next) {
        QJsonObject request = m_reads[next];
        bool more = true;
        while (more && !failed && (m_limit < 0 || read < m_limit)) {
            request.insert(u"Limit"_s,
                           m_limit < 0 ? m_pageSize : std::min<qint64>(m_pageSize, m_limit - read));
            auto page = client.call(m_target, request);
            failed = !page;
            if (page) {
                read += page->value(u"Items"_s).toArray().size();
                more = page->contains(u"LastEvaluatedKey"_s);
                request.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
            }
            if (!give(std::move(page)))
                return;
        }
    }
    {
        const std::lock_guard lock(m_mutex);
        m_done = true;
    }
    QMetaObject::invokeMethod(
        &m_wake, [] {}, Qt::QueuedConnection);
}

std::optional<std::expected<QJsonObject, aws::AwsError>> PagesAhead::next()
{
    std::unique_lock lock(m_mutex);
    while (m_pages.empty() && !m_done) {
        // The reader's post ends the wait; one made before it began is waiting already.
        lock.unlock();
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        lock.lock();
    }
    if (m_pages.empty())
        return std::nullopt;
    auto page = std::move(m_pages.front());
    m_pages.pop_front();
    lock.unlock();
    m_room.notify_one();
    return page;
}

} // namespace lw::remote
