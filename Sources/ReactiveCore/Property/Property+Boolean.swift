extension PropertyProtocol where Value == Bool {
    /// A composed property holding the logical NOT of this property.
    public func negate() -> Property<Bool> {
        lift { $0.negate() }
    }
}
