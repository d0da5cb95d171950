extension PropertyProtocol {
    /// A composed property that holds `initial` until this property holds a value for which
    /// `isIncluded` is true, and then follows only such values. The current value counts: if
    /// it passes, the result holds it at once.
    public func filter(initial: Value, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Property<Value> {
        Property(initial: initial, then: producer.filter(isIncluded))
    }
}
