/// The base class of everything that receives the events of a stream one by one: a value at a
/// time through `receive(_:)`, then at most one `terminate(_:)`.
///
/// `Signal.Observer` is the concrete subclass that signals and producers use; subclass `Observer`
/// yourself to write an event consumer as a class — a custom operator's state machine, say —
/// and feed it from `observe`/`start`, or hand a `Signal.Observer` to code written against this
/// base class.
///
/// Threading and lifetime: the base class holds no state and makes no promise by itself. A
/// subclass is called the way its feeder calls it; one fed by a signal is called serially. The
/// base class is not `Sendable`, so a subclass that is shared between threads declares (and
/// guards) that itself, as `Signal.Observer` does.
open class Observer<Value, Error: Swift.Error> {
    /// An observer; subclasses override `receive(_:)` and `terminate(_:)`.
    @inlinable
    public init() {}

    /// Receives a value. Subclasses must override it; the base implementation traps.
    open func receive(_ value: Value) {
        preconditionFailure("\(type(of: self)) must override receive(_:)")
    }

    /// Receives the end of the stream. Subclasses must override it; the base implementation traps.
    open func terminate(_ termination: Termination<Error>) {
        preconditionFailure("\(type(of: self)) must override terminate(_:)")
    }
}
