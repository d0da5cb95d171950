extension PropertyProtocol {
    /// A composed property holding the previous and the current value; before the first change
    /// the previous value is `initial`.
    public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
        lift { $0.combinePrevious(initial) }
    }
}
