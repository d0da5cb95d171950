extension PropertyProtocol {
    /// A composed property that changes only to values whose identity, computed by
    /// `transform`, it has never held before. The identities are retained for its whole life.
    public func uniqueValues<Identity: Hashable & Sendable>(
        _ transform: @escaping @Sendable (Value) -> Identity
    ) -> Property<Value> {
        lift { $0.uniqueValues(transform) }
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A composed property that changes only to values it has never held before. The values
    /// are retained for its whole life.
    public func uniqueValues() -> Property<Value> {
        lift { $0.uniqueValues() }
    }
}
