extension PropertyProtocol {
    /// A composed property whose values are those of `transform` applied to this property's
    /// producer. `transform` must pass the first value on synchronously, as a property always
    /// has a value.
    func lift<U>(_ transform: (SignalProducer<Value, Never>) -> SignalProducer<U, Never>) -> Property<U> {
        Property(unsafeProducer: transform(producer))
    }
}
