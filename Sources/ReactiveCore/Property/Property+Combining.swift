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
        joining(properties) { SignalProducer.combineLatest($0) }
    }

    /// A composed property holding the latest values of all `properties`; `emptySentinel` if
    /// there are none.
    public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        Property<[S.Element.Value]>.joiningEvenIfEmpty(properties) { SignalProducer.combineLatest($0, emptySentinel: emptySentinel) }
    }

    /// A composed property holding the values of all `properties` zipped in order, or nil if
    /// there are none.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        joining(properties) { SignalProducer.zip($0) }
    }

    /// A composed property holding the values of all `properties` zipped in order;
    /// `emptySentinel` if there are none.
    public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol, Value == [S.Element.Value] {
        Property<[S.Element.Value]>.joiningEvenIfEmpty(properties) { SignalProducer.zip($0, emptySentinel: emptySentinel) }
    }

    /// `combineLatest(_:)` called on a `Property` of another type (`Property<Int>.combineLatest(…)`),
    /// as ReactiveSwift allows; the result's type comes from `properties` alone.
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>.joining(properties) { SignalProducer.combineLatest($0) }
    }

    /// `combineLatest(_:emptySentinel:)` called on a `Property` of another type; see
    /// `combineLatest(_:)`.
    public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>.joiningEvenIfEmpty(properties) { SignalProducer.combineLatest($0, emptySentinel: emptySentinel) }
    }

    /// `zip(_:)` called on a `Property` of another type; see `combineLatest(_:)`.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>.joining(properties) { SignalProducer.zip($0) }
    }

    /// `zip(_:emptySentinel:)` called on a `Property` of another type; see `combineLatest(_:)`.
    public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value]) -> Property<[S.Element.Value]>
    where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>.joiningEvenIfEmpty(properties) { SignalProducer.zip($0, emptySentinel: emptySentinel) }
    }

    /// A composed property of `join` applied to the producers of `properties`, or nil if there
    /// are none.
    private static func joining<S: Sequence>(
        _ properties: S,
        _ join: ([SignalProducer<S.Element.Value, Never>]) -> SignalProducer<Value, Never>
    ) -> Property? where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(unsafeProducer: join(producers))
    }

    /// A composed property of `join` applied to the producers of `properties`, which must send
    /// a value when started even if there are none (an empty sentinel).
    private static func joiningEvenIfEmpty<S: Sequence>(
        _ properties: S,
        _ join: ([SignalProducer<S.Element.Value, Never>]) -> SignalProducer<Value, Never>
    ) -> Property where S.Element: PropertyProtocol {
        Property(unsafeProducer: join(properties.map(\.producer)))
    }
}
