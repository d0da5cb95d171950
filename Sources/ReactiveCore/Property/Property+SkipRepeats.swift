extension PropertyProtocol {
    /// A composed property that changes only when the value is not equivalent to the previous
    /// one, according to `isEquivalent`.
    public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> Property<Value> {
        lift { $0.skipRepeats(isEquivalent) }
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A composed property that changes only when the value differs from the previous one.
    public func skipRepeats() -> Property<Value> {
        lift { $0.skipRepeats() }
    }
}
