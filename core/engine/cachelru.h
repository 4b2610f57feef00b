// The cache's entries in least-recently-used order (cachemodule.h): a list, the most recently
// used first, and an index into it by the entry's key, so finding, touching, adding and evicting
// each take constant time.
#pragma once

#include <QByteArray>
#include <QHash>

#include <list>
#include <utility>

namespace lw {

template<typename Entry> class LruMap
{
public:
    using Node = std::pair<QByteArray, Entry>;

    // The entry under `key` (null: none), left where it is in the order.
    Entry *find(const QByteArray &key)
    {
        auto it = m_index.find(key);
        return it == m_index.end() ? nullptr : &it.value()->second;
    }
    // Makes the entry under `key` (which must be held) the most recently used.
    void touch(const QByteArray &key) { m_list.splice(m_list.begin(), m_list, m_index.value(key)); }
    // Puts `entry` under `key` as the most recently used, replacing what was there; true when
    // the key is new.
    bool put(const QByteArray &key, Entry entry)
    {
        if (auto it = m_index.find(key); it != m_index.end()) {
            it.value()->second = std::move(entry);
            touch(key);
            return false;
        }
        m_list.emplace_front(key, std::move(entry));
        m_index.insert(key, m_list.begin());
        return true;
    }
    void erase(const QByteArray &key)
    {
        if (auto it = m_index.find(key); it != m_index.end()) {
            m_list.erase(it.value());
            m_index.erase(it);
        }
    }
    // The least recently used entry, taken out (the map must not be empty).
    Entry takeLeastRecent()
    {
        Entry entry = std::move(m_list.back().second);
        m_index.remove(m_list.back().first);
        m_list.pop_back();
        return entry;
    }
    qsizetype size() const { return m_index.size(); }
    void clear()
    {
        m_list.clear();
        m_index.clear();
    }
    // The entries, the most recently used first.
    const std::list<Node> &inOrder() const { return m_list; }

private:
    std::list<Node> m_list;
    QHash<QByteArray, typename std::list<Node>::iterator> m_index;
};

} // namespace lw
