/// A type that is a producer: generic client code constrains on it (`P: SignalProducerProtocol`)
/// to accept producers without naming `SignalProducer`'s generic parameters.
///
/// Only `SignalProducer` conforms; to accept signals and properties too, constrain on
/// `SignalProducerConvertible`.
public protocol SignalProducerProtocol<Value, Error> {
    /// The type of values.
    associatedtype Value: Sendable
    /// The type of error.
    associatedtype Error: Swift.Error

    /// The producer itself.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerProtocol {}
