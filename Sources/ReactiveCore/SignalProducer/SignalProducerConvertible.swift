/// A type that can be turned into a `SignalProducer` — producers, signals and properties.
public protocol SignalProducerConvertible<Value, Error> {
    /// The type of values.
    associatedtype Value: Sendable
    /// The type of error.
    associatedtype Error: Swift.Error

    /// The producer that represents this stream.
    var producer: SignalProducer<Value, Error> { get }
}
