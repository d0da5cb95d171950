extension PropertyProtocol {
    /// A composed property holding `transform` applied to the current value and to every
    /// change.
    public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Property<U> {
        lift { $0.map(transform) }
    }

    /// A composed property holding `value` whatever this property holds; it changes (to the
    /// same value) whenever this property does.
    public func map<U>(value: U) -> Property<U> {
        lift { $0.map(value: value) }
    }

    /// A composed property holding the value at `keyPath` of the current value and of every
    /// change.
    public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> Property<U> {
        lift { $0.map(keyPath) }
    }
}
