extension Array {
    /// Applies one step of a change set, taking inserted and updated values from `newElements`
    /// (the array the change set leads to). Indices follow ``ChangeStep``'s sequential
    /// convention; a step out of range traps, like any out-of-range array access.
    public mutating func apply(_ step: ChangeStep, takingValuesFrom newElements: [Element]) {
        switch step {
        case let .delete(at):
            remove(at: at)
        case let .insert(at, newIndex):
            insert(newElements[newIndex], at: at)
        case let .update(at, newIndex):
            self[at] = newElements[newIndex]
        case let .move(from, to):
            insert(remove(at: from), at: to)
        }
    }
}
