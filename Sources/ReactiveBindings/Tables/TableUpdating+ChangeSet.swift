extension TableUpdating {
    /// Applies `changeSet` to the rows, or reloads everything when it cannot be applied: when
    /// it is not a valid change set, or was computed from a different number of rows than the
    /// sink shows (the sink missed a change, or shows something else). Returns true if the
    /// change set was applied row by row, false after a full reload. An empty change set that
    /// fits does nothing.
    ///
    /// Call it after the data source holds the change's new elements.
    @discardableResult
    public func apply(_ changeSet: ChangeSet) -> Bool {
        guard changeSet.isValid, changeSet.oldCount == rowCount else {
            reloadAll()
            return false
        }
        var reloads: [Int] = []
        var deletes: [Int] = []
        var inserts: [Int] = []
        var moves: [(from: Int, to: Int)] = []
        for step in changeSet.steps() {
            switch step {
            case let .update(at, _): reloads.append(at)
            case let .delete(at): deletes.append(at)
            case let .insert(at, _): inserts.append(at)
            case let .move(from, to): moves.append((from, to))
            }
        }
        // Steps list deletes from the back so that each stays valid alone; as one call they are
        // indices before the removal, given ascending.
        if !deletes.isEmpty { deleteRows(at: deletes.reversed()) }
        for move in moves { moveRow(from: move.from, to: move.to) }
        if !inserts.isEmpty { insertRows(at: inserts) }
        if !reloads.isEmpty { reloadRows(at: reloads) }
        return true
    }
}
