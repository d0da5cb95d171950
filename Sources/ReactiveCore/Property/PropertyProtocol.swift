/// An observable value: it has a current value and tells about its changes.
///
/// Only classes conform, because a stream of changes over time implies an origin with an
/// identity. Conforming types are thread-safe (`Sendable`).
public protocol PropertyProtocol<Value>: AnyObject, Sendable, BindingSource {
    /// The current value.
    var value: Value { get }

    /// Sends the current value, then every change; completes when the property deinitialises
    /// or can change no more. For a composed property it is bound to the lifetime of its
    /// sources.
    var producer: SignalProducer<Value, Never> { get }

    /// Sends every change (not the current value); completes when the property deinitialises
    /// or can change no more. For a composed property it is bound to the lifetime of its
    /// sources.
    var signal: Signal<Value, Never> { get }
}

/// An observable value that can be set directly.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
    /// The current value. Setting it notifies the observers.
    var value: Value { get set }

    /// The lifetime of the property: it ends when the property deinitialises.
    var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
    /// A binding target that sets the property's value; bindings end with the property.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] value in self?.value = value }
    }
}

/// A mutable property whose value can be read and changed atomically with respect to other
/// changes, so that several steps can be composed safely.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
    /// Calls `action` with the current value while no change can happen, and returns its
    /// result. `action` must not access the property: its lock is held.
    func withValue<Result, E: Swift.Error>(_ action: (Value) throws(E) -> Result) throws(E) -> Result

    /// Mutates the value in place atomically and notifies the observers, returning the result
    /// of `action`. `action` must not access the property: its lock is held.
    func modify<Result, E: Swift.Error>(_ action: (inout Value) throws(E) -> Result) throws(E) -> Result
}
