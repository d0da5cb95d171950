import Foundation
import ReactiveCore

/// A clock the test sets and advances; `now` may be handed to the code under test.
final class TestClock: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Locked(start)
    }

    /// The time now.
    var now: @Sendable () -> Date {
        { [current] in current.withLock { $0 } }
    }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
