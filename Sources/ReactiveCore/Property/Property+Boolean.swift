extension PropertyProtocol where Value == Bool {
    /// A composed property holding the logical NOT of this property.
    public func negate() -> Property<Bool> {
        lift { $0.negate() }
    }

    /// A composed property holding the logical AND of this property and `property`.
    public func and<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
        lift { $0.and(property) }
    }

    /// A composed property holding the logical OR of this property and `property`.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
        lift { $0.or(property) }
    }

    /// A composed property holding the logical AND of all `properties` — true if there are
    /// none.
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        Property(initial: properties.allSatisfy(\.value), then: SignalProducer.all(properties))
    }

    /// A composed property holding the logical OR of all `properties` — false if there are none.
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
    where P.Value == Bool, Properties.Element == P {
        Property(initial: properties.contains(where: \.value), then: SignalProducer.any(properties))
    }

    /// A composed property holding the logical AND of the given properties — true if there
    /// are none.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
        all(properties)
    }

    /// A composed property holding the logical OR of the given properties — false if there are
    /// none.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
        any(properties)
    }
}
