/// A stream that can be bound to a target with `<~`: anything convertible to a producer that
/// cannot fail — signals, producers and properties.
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}

extension SignalProducer: BindingSource where Error == Never {}
