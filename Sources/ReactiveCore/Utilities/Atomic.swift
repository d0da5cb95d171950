/// A variable guarded by a lock: every read, write and read-modify-write happens as one step
/// with respect to the others.
///
/// Use it for state shared between threads that is not itself reactive — a counter bumped from
/// observers on several schedulers, a cache — where ReactiveSwift code used it. For state that
/// others observe, use `MutableProperty`.
///
/// Threading: any thread. The closures given to `modify` and `withValue` run on the calling
/// thread while the lock is held: keep them short, and never touch the same `Atomic` from them
/// (the lock is not recursive). `Atomic` is `Sendable` when `Value` is.
public final class Atomic<Value> {
    private let storage: LockedStorage<Value>

    /// A variable holding `value`.
    public init(_ value: Value) {
        storage = LockedStorage.create(value)
    }

    /// The current value. Setting it replaces the value in one step; to change it based on
    /// what it was, use `modify` — a read followed by a write is two steps.
    public var value: Value {
        get { withValue { $0 } }
        set { swap(newValue) }
    }

    /// Changes the value in place, in one step, and returns what `action` returns.
    @discardableResult
    public func modify<Result, E: Swift.Error>(_ action: (inout Value) throws(E) -> Result) throws(E) -> Result {
        try storage.withLock { (value) throws(E) in try action(&value) }
    }

    /// Calls `action` with the current value while nothing can change it, and returns what
    /// `action` returns.
    @discardableResult
    public func withValue<Result, E: Swift.Error>(_ action: (Value) throws(E) -> Result) throws(E) -> Result {
        try storage.withLock { (value) throws(E) in try action(value) }
    }

    /// Replaces the value with `newValue` and returns the value it had, in one step.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            let previous = value
            value = newValue
            return previous
        }
    }
}

/// Safety of `@unchecked Sendable`: the value is only reached through `storage.withLock`, while
/// its mutex is held, and it is itself `Sendable`, so what leaves the lock may cross threads.
extension Atomic: @unchecked Sendable where Value: Sendable {}
