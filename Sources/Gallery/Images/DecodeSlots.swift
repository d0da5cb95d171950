import NIOConcurrencyHelpers
import NIOCore

/// Lets at most `limit` decodes of library files run at once; the others wait their turn, first
/// come first served. Each decode holds a whole picture in memory (a 40-megapixel PNG is 160 MB),
/// so this bounds the memory renditions take however many requests arrive.
///
/// Thread-safe: the count and the queue of waiters are behind one lock; waiters are resumed
/// outside it.
final class DecodeSlots: Sendable {
    private struct State {
        var free: Int
        var waiting = CircularBuffer<CheckedContinuation<Void, Never>>()
        var busy = 0
        var mostBusy = 0
    }

    private let state: NIOLockedValueBox<State>

    /// Slots for `limit` decodes at once (at least one).
    init(limit: Int) {
        state = NIOLockedValueBox(State(free: max(limit, 1)))
    }

    /// The most decodes that have run at once so far.
    var mostAtOnce: Int { state.withLockedValue(\.mostBusy) }

    /// Runs `body` once a slot is free, holding the slot until it returns.
    func withSlot<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLockedValue { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                state.busy += 1
                state.mostBusy = max(state.mostBusy, state.busy)
                return true
            }
            if granted { continuation.resume() }
        }
        defer { release() }
        return try await body()
    }

    /// Hands the slot to the first waiter, or frees it.
    private func release() {
        let next = state.withLockedValue { state -> CheckedContinuation<Void, Never>? in
            if let next = state.waiting.popFirst() { return next }
            state.free += 1
            state.busy -= 1
            return nil
        }
        next?.resume()
    }
}
