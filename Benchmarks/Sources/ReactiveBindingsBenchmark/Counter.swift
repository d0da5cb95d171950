import Synchronization

/// A running total that an observer (a `@Sendable` closure) can add to.
final class Counter: Sendable {
    private let total = Mutex(0)

    func add(_ amount: Int) {
        total.withLock { $0 &+= amount }
    }

    var value: Int { total.withLock { $0 } }
}
