/// A cache of at most `capacity` values that forgets the least recently used one when full.
///
/// Lookups, insertions, removals and evictions take constant time: entries live in an array and
/// are chained from the most to the least recently used through their indices; the places of
/// removed entries are reused first. A value type with no locking; its owner guards it
/// (`SearchCache`, `RenditionFiles`) or keeps it to one thread (`SQLiteConnection`).
struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Entry {
        var key: Key
        /// nil once removed, so that the value is released at once.
        var value: Value?
        /// The entry used just before this one (towards the least recent), and just after it.
        var older: Int?
        var newer: Int?
    }

    /// The most entries kept; 0 keeps none.
    let capacity: Int
    private var entries: [Entry] = []
    private var positions: [Key: Int] = [:]
    /// Places in `entries` of removed values.
    private var vacant: [Int] = []
    private var newest: Int?
    private var oldest: Int?

    init(capacity: Int) {
        self.capacity = max(capacity, 0)
    }

    /// The number of values held.
    var count: Int { positions.count }

    /// The value for `key`, which becomes the most recently used; nil if absent.
    mutating func value(for key: Key) -> Value? {
        guard let position = positions[key] else { return nil }
        moveToNewest(position)
        return entries[position].value
    }

    /// Stores `value` for `key` as the most recently used, forgetting the least recently used
    /// value if the cache is full.
    mutating func insert(_ value: Value, for key: Key) {
        if let position = positions[key] {
            entries[position].value = value
            moveToNewest(position)
            return
        }
        guard capacity > 0 else { return }
        let position: Int
        if let reused = vacant.popLast() {
            position = reused
            entries[position] = Entry(key: key, value: value)
        } else if entries.count < capacity {
            position = entries.count
            entries.append(Entry(key: key, value: value))
        } else if let evicted = oldest {
            position = evicted
            unlink(position)
            positions[entries[position].key] = nil
            entries[position] = Entry(key: key, value: value)
        } else {
            return
        }
        positions[key] = position
        linkAsNewest(position)
    }

    /// Forgets the value for `key` and returns it; nil if absent.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        unlink(position)
        vacant.append(position)
        defer { entries[position].value = nil }
        return entries[position].value
    }

    /// Forgets the least recently used value and returns it with its key; nil when empty.
    mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard let oldest else { return nil }
        let key = entries[oldest].key
        return removeValue(for: key).map { (key, $0) }
    }

    /// Forgets every value.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        vacant.removeAll(keepingCapacity: true)
        newest = nil
        oldest = nil
    }

    private mutating func moveToNewest(_ position: Int) {
        guard newest != position else { return }
        unlink(position)
        linkAsNewest(position)
    }

    private mutating func unlink(_ position: Int) {
        let (older, newer) = (entries[position].older, entries[position].newer)
        if let older { entries[older].newer = newer } else { oldest = newer }
        if let newer { entries[newer].older = older } else { newest = older }
        entries[position].older = nil
        entries[position].newer = nil
    }

    private mutating func linkAsNewest(_ position: Int) {
        entries[position].older = newest
        if let newest { entries[newest].newer = position }
        newest = position
        if oldest == nil { oldest = position }
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}

extension LRUCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
