/// A dictionary that forgets its least recently used entries once their total cost passes a
/// bound — the memory limit of the picture cache and of what the renderer keeps of pictures.
/// A value type; not tied to any thread.
struct CostBoundedCache<Key: Hashable, Value> {
    fileprivate struct Entry {
        var value: Value
        let cost: Int
        var lastUse: Int
    }

    /// The total cost above which entries are forgotten.
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    /// The total cost of the entries kept.
    private(set) var totalCost = 0

    /// An empty cache keeping entries up to a total cost of `capacity`.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many entries are kept.
    var count: Int { entries.count }

    /// The value kept for `key`, which counts as a use.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]?.lastUse = clock
        return entries[key]?.value
    }

    /// Whether `key` is kept (not a use).
    func contains(_ key: Key) -> Bool {
        entries[key] != nil
    }

    /// Keeps `value` for `key` at `cost`, then forgets the least recently used entries other
    /// than those in `protected` (and the new one) while the total passes the capacity.
    /// Returns the keys forgotten.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int, protecting protected: Set<Key> = []) -> [Key] {
        clock += 1
        if let old = entries[key] { totalCost -= old.cost }
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        totalCost += cost
        var forgotten: [Key] = []
        while totalCost > capacity {
            guard let oldest = entries.filter({ $0.key != key && !protected.contains($0.key) }).min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            totalCost -= oldest.value.cost
            entries[oldest.key] = nil
            forgotten.append(oldest.key)
        }
        return forgotten
    }

    /// Forgets everything.
    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}

extension CostBoundedCache: Sendable where Key: Sendable, Value: Sendable {}

extension CostBoundedCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
