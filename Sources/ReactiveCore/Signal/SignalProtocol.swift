/// A type that is a signal: generic client code constrains on it (`S: SignalProtocol`,
/// `where S.Value == Int`) to accept signals without naming `Signal`'s generic parameters.
///
/// Only `Signal` conforms; write operators as extensions of `Signal` itself.
public protocol SignalProtocol<Value, Error>: AnyObject {
    /// The type of values.
    associatedtype Value: Sendable
    /// The type of error.
    associatedtype Error: Swift.Error

    /// The signal itself.
    var signal: Signal<Value, Error> { get }
}

extension Signal: SignalProtocol {
    /// The signal itself.
    @inlinable
    public var signal: Signal<Value, Error> { self }
}
