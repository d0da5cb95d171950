extension PropertyProtocol where Value: PropertyProtocol {
    /// A composed property holding the value of the inner property that this property holds,
    /// flattened according to `strategy` — with `.latest`, it follows whichever property is
    /// held now.
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        lift { $0.flatMap(strategy) { $0.producer } }
    }
}

extension PropertyProtocol {
    /// A composed property holding the values of the properties that `transform` makes from
    /// this property's values, flattened according to `strategy` — with `.latest`, it follows
    /// the property made from the current value.
    public func flatMap<P: PropertyProtocol>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping @Sendable (Value) -> P
    ) -> Property<P.Value> {
        lift { $0.flatMap(strategy) { transform($0).producer } }
    }
}
