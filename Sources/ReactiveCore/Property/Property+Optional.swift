extension Property where Value: OptionalProtocol, Value.Wrapped: Sendable {
    /// A composed property of optionals that holds `initial`, then each value of `values`
    /// wrapped in an optional. `values` is started at once; the property's signal and producer
    /// complete when it terminates.
    public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
        self.init(initial: initial, then: values.map { Value(reconstructing: $0) })
    }

    /// A composed property of optionals that holds `initial`, then each value of `values` (a
    /// signal, producer or property of the wrapped type) wrapped in an optional.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value.Wrapped, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }
}
