/// A type that is an event of a stream, for constraining on the events carried as values by
/// a materialized stream (`dematerialize()`).
///
/// Only `Signal.Event` conforms.
public protocol EventProtocol<Value, Error> {
    /// The type of value the event may carry.
    associatedtype Value: Sendable
    /// The type of error the event may carry.
    associatedtype Error: Swift.Error

    /// The event itself.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    @inlinable
    public var event: Signal<Value, Error>.Event { self }
}
