extension PropertyProtocol {
    /// A composed property holding the latest values of this property and `other`, as a pair;
    /// it changes whenever either does.
    public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.combineLatest(self, other)
    }

    /// A composed property holding pairs of values of this property and `other`, matched in
    /// order: the n-th change of one with the n-th change of the other (the current values
    /// form the first pair).
    public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.zip(self, other)
    }
}

extension Property {
    /// A composed property holding the latest values of all `properties`, or nil if there are
    /// none.
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(unsafeProducer: SignalProducer.combineLatest(producers))
    }

    /// A composed property holding the latest values of all `properties`; `emptySentinel` if
    /// there are none.
    public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        Property(unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: emptySentinel))
    }

    /// A composed property holding the values of all `properties` zipped in order, or nil if
    /// there are none.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(unsafeProducer: SignalProducer.zip(producers))
    }

    /// A composed property holding the values of all `properties` zipped in order;
    /// `emptySentinel` if there are none.
    public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        Property(unsafeProducer: SignalProducer.zip(properties.map(\.producer), emptySentinel: emptySentinel))
    }
}
