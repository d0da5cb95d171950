import NIOConcurrencyHelpers
import NIOCore

/// Recently answered search bodies, by the validated query and the base URL their links use, so
/// that a repeated search is answered without touching the index.
///
/// Bounded (least recently used bodies go first) and correct across index changes: every entry
/// belongs to the index generation it was read at, and the first lookup after the index changes
/// empties the cache. Only successful answers of at most `maximumBodySize` bytes are stored, so
/// the cache holds at most `capacity` × 64 KiB (typical answers are 5–15 KB). Thread-safe: one lock guards the state,
/// held for a dictionary lookup or insertion only; bodies are shared, not copied (`ByteBuffer` is
/// copy-on-write and never written to after it is stored).
final class SearchCache: Sendable {
    /// What a body depends on: the query (words, language, filters, order, page window) and the
    /// `http://host:port` of its links.
    struct Key: Hashable, Sendable {
        let query: ImageQuery
        let baseURL: String
    }

    private struct State: Sendable {
        var generation: Int
        var bodies: LRUCache<Key, ByteBuffer>
    }

    /// Larger answers (many hits per page) are not kept.
    static let maximumBodySize = 64 * 1024

    private let index: ImageIndex
    private let state: NIOLockedValueBox<State>

    /// A cache of at most `capacity` bodies (0 turns it off) of searches of `index`.
    init(index: ImageIndex, capacity: Int) {
        self.index = index
        self.state = NIOLockedValueBox(State(generation: index.generation, bodies: LRUCache(capacity: capacity)))
    }

    /// The body stored for `key`, if it is there and the index has not changed since.
    func body(for key: Key) -> ByteBuffer? {
        let generation = index.generation
        return state.withLockedValue { state in
            guard state.bodies.capacity > 0 else { return nil }
            if state.generation != generation {
                state.bodies.removeAll()
                state.generation = generation
                return nil
            }
            return state.bodies.value(for: key)
        }
    }

    /// Stores `body` for `key`, read from the index at `generation` (taken before the search, so
    /// a body read while the index changed is never kept as current).
    func store(_ body: ByteBuffer, for key: Key, generation: Int) {
        guard body.readableBytes <= Self.maximumBodySize else { return }
        state.withLockedValue { state in
            guard state.bodies.capacity > 0, state.generation == generation else { return }
            state.bodies.insert(body, for: key)
        }
    }
}
