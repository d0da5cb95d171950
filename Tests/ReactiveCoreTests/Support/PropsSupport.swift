@testable import ReactiveCore
import Synchronization

/// A thread-safe list of what a test observed, which async tests can wait on.
final class SyncRecorder<Element: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var items: [Element] = []
        var waiters: [UInt64: Waiter] = [:]
        var nextWaiterID: UInt64 = 0
    }

    private let state = Locked(State())

    init() {}

    /// Everything recorded so far, in order.
    var items: [Element] { state.withLock { $0.items } }

    /// Records `item` and wakes the waiters whose count has been reached.
    func append(_ item: Element) {
        let ready = state.withLock { state -> [Waiter] in
            state.items.append(item)
            let count = state.items.count
            let ready = state.waiters.filter { $0.value.count <= count }
            for id in ready.keys { state.waiters[id] = nil }
            return Array(ready.values)
        }
        for waiter in ready { waiter.continuation.resume(returning: true) }
    }

    /// Waits until at least `count` items were recorded; false if `timeout` passed first.
    func wait(forCount count: Int, timeout: Duration = .seconds(60)) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            self.expire(id)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { continuation in
            let reached = state.withLock { state -> Bool in
                if state.items.count >= count { return true }
                state.waiters[id] = Waiter(count: count, continuation: continuation)
                return false
            }
            if reached { continuation.resume(returning: true) }
        }
    }

    private func expire(_ id: UInt64) {
        let expired = state.withLock { $0.waiters.removeValue(forKey: id) }
        expired?.continuation.resume(returning: false)
    }
}

/// An object to watch for deallocation through a weak reference.
final class Tracked: Sendable {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
}

/// Counts how often a critical section was entered while another thread was inside it.
final class OverlapCounter: Sendable {
    private let inside = Synchronization.Atomic<Int>(0)
    private let overlaps = Synchronization.Atomic<Int>(0)

    /// How many overlapping entries were seen.
    var overlapCount: Int { overlaps.load(ordering: .acquiring) }

    /// Runs `body` as the critical section.
    func run(_ body: () -> Void) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlaps.add(1, ordering: .acquiringAndReleasing)
        }
        body()
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Calls `onDeinit` when it is deinitialised: capture it in a closure to learn when the
/// closure is released.
final class DeinitProbe: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(_ onDeinit: @escaping @Sendable () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}
