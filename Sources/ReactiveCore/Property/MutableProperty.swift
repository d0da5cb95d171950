/// A value that can be set and observed. Thread-safe.
///
/// Setting the value updates it at once — `value` always reads the latest value set, from any
/// thread — and notifies the observers of `signal` and of the runs of `producer`, one change at
/// a time and in the order the changes were made. Setting the property from inside one of its
/// own observers is safe: the new value is delivered after the current delivery.
///
/// Lifetime: `signal` and the runs of `producer` complete when the property deinitialises.
/// They do not keep the property alive.
@propertyWrapper
public final class MutableProperty<Value: Sendable>: ComposableMutablePropertyProtocol {
    @usableFromInline let storage: PropertyStorage<Value>
    private let token: Lifetime.Token

    /// Ends when the property deinitialises.
    public let lifetime: Lifetime

    /// Sends every change, then completes when the property deinitialises.
    public let signal: Signal<Value, Never>

    /// A property that holds `initialValue`.
    public init(_ initialValue: Value) {
        storage = PropertyStorage(initialValue)
        signal = Signal(core: storage.core)
        (lifetime, token) = Lifetime.make()
    }

    /// A property that holds `wrappedValue`, for use as a property wrapper.
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    deinit {
        storage.complete()
    }

    /// The latest value set. Setting it notifies the observers.
    @inlinable
    public var value: Value {
        get { storage.value }
        set { storage.set(newValue) }
    }

    /// The value, for use as a property wrapper.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself, for `$name` access to a wrapped property.
    public var projectedValue: MutableProperty<Value> { self }

    /// Sends the current value, then every change; completes when the property deinitialises.
    /// Starting it never misses nor repeats a change, whatever other threads set meanwhile; the
    /// current value is sent synchronously by `start`.
    @inlinable
    public var producer: SignalProducer<Value, Never> {
        storage.producer(retaining: signal)
    }

    /// Sets `newValue` atomically and returns the value it replaced.
    @inlinable @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            defer { value = newValue }
            return value
        }
    }

    /// Mutates the value in place atomically and notifies the observers — also if `action`
    /// throws, as it may have changed the value first. Returns the result of `action`, which
    /// must not access the property: its lock is held.
    @inlinable @discardableResult
    public func modify<Result, E: Swift.Error>(_ action: (inout Value) throws(E) -> Result) throws(E) -> Result {
        try storage.modify(action)
    }

    /// Calls `action` with the current value while no change can happen, and returns its
    /// result. `action` must not access the property: its lock is held.
    @inlinable @discardableResult
    public func withValue<Result, E: Swift.Error>(_ action: (Value) throws(E) -> Result) throws(E) -> Result {
        try storage.withValue(action)
    }
}
