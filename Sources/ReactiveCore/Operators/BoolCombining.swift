// `and`, `or`, `all` and `any`: logical combinations of the latest values of Boolean streams,
// built on `combineLatest`. Nothing is sent until every input has sent a value.

extension Signal where Value == Bool {
    /// The logical AND of the latest values of `self` and `signal`.
    @inlinable
    public func and(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.all([self, signal])
    }

    /// The logical OR of the latest values of `self` and `signal`.
    @inlinable
    public func or(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.any([self, signal])
    }

    /// The logical AND of the latest values of `booleans`. An empty collection never sends.
    @inlinable
    public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error> where BooleansCollection.Element == Signal<Value, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// The logical AND of the latest values of `booleans`.
    @inlinable
    public static func all(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
        all(booleans)
    }

    /// The logical OR of the latest values of `booleans`. An empty collection never sends.
    @inlinable
    public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error> where BooleansCollection.Element == Signal<Value, Error> {
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// The logical OR of the latest values of `booleans`.
    @inlinable
    public static func any(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
        any(booleans)
    }
}

extension SignalProducer where Value == Bool {
    /// The logical AND of the latest values of `self` and `booleans`.
    @inlinable
    public func and(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.all([self, booleans])
    }

    /// The logical AND of the latest values of `self` and `booleans`, which may be any
    /// producer-convertible stream such as a property.
    @inlinable
    public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error> where Booleans.Value == Value, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// The logical OR of the latest values of `self` and `booleans`.
    @inlinable
    public func or(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.any([self, booleans])
    }

    /// The logical OR of the latest values of `self` and `booleans`, which may be any
    /// producer-convertible stream such as a property.
    @inlinable
    public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error> where Booleans.Value == Value, Booleans.Error == Error {
        or(booleans.producer)
    }

    /// The logical AND of the latest values of `booleans`. An empty collection sends `true` and
    /// completes.
    @inlinable
    public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where BooleansCollection.Element: SignalProducerConvertible, BooleansCollection.Element.Value == Value, BooleansCollection.Element.Error == Error {
        combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }
    }

    /// The logical AND of the latest values of `booleans`.
    @inlinable
    public static func all(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
        all(booleans)
    }

    /// The logical OR of the latest values of `booleans`. An empty collection sends `false` and
    /// completes.
    @inlinable
    public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error> where BooleansCollection.Element: SignalProducerConvertible, BooleansCollection.Element.Value == Value, BooleansCollection.Element.Error == Error {
        combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }
    }

    /// The logical OR of the latest values of `booleans`.
    @inlinable
    public static func any(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
        any(booleans)
    }
}
