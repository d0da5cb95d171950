extension ChangeSet {
    /// The change set as steps to apply one by one to the old array, which then equals the new
    /// array. Indices follow ``ChangeStep``'s sequential convention.
    ///
    /// Order: deletes (descending, so that earlier indices stay valid), moves (each moved
    /// element is placed right after the element that precedes it in the new array; one step
    /// per move), inserts (ascending, so that each lands on its final index), updates (by then
    /// every element stands at its new index, so an update's `at` equals its `newIndex`, and a
    /// sink can redraw the row from the new elements). The change set must be valid
    /// (``isValid``); an invalid one traps.
    ///
    /// Cost: O(n) plus O(n) per move.
    public func steps() -> [ChangeStep] {
        precondition(isValid, "steps() of a change set that is not valid")
        let newIndexOfOld = survivorDestinations()
        var steps: [ChangeStep] = []
        steps.reserveCapacity(updates.count + deletes.count + moves.count + inserts.count)
        for old in deletes.reversed() {
            steps.append(.delete(at: old))
        }
        steps += moveSteps(newIndexOfOld: newIndexOfOld)
        for new in inserts {
            steps.append(.insert(at: new, newIndex: new))
        }
        for new in updates.map({ newIndexOfOld[$0] }).sorted() {
            steps.append(.update(at: new, newIndex: new))
        }
        return steps
    }

    /// For every old index, the new index of its element, or -1 if it was deleted. Elements
    /// that did not move keep their relative order, so the n-th one of them in the old array
    /// is the n-th one in the new array.
    private func survivorDestinations() -> [Int] {
        var destination = [Int](repeating: -1, count: oldCount)
        var newTaken = [Bool](repeating: false, count: newCount)
        var oldTaken = [Bool](repeating: false, count: oldCount)
        for old in deletes { oldTaken[old] = true }
        for new in inserts { newTaken[new] = true }
        for move in moves {
            destination[move.from] = move.to
            oldTaken[move.from] = true
            newTaken[move.to] = true
        }
        var new = 0
        for old in 0..<oldCount where !oldTaken[old] {
            while newTaken[new] { new += 1 }
            destination[old] = new
            new += 1
        }
        return destination
    }

    /// Moves, simulated on the surviving elements (named by their new index) so that each
    /// step's indices are those of the array at that point.
    private func moveSteps(newIndexOfOld: [Int]) -> [ChangeStep] {
        guard !moves.isEmpty else { return [] }
        var current = newIndexOfOld.filter { $0 >= 0 }
        // The survivors in their final order: a moved element goes right after its
        // predecessor in this order, which is already in place when moves run by destination.
        let finalOrder = current.sorted()
        var rankInFinal = [Int: Int](minimumCapacity: finalOrder.count)
        for (rank, new) in finalOrder.enumerated() { rankInFinal[new] = rank }
        var steps: [ChangeStep] = []
        steps.reserveCapacity(moves.count)
        for destination in moves.map(\.to).sorted() {
            let from = current.firstIndex(of: destination)!
            current.remove(at: from)
            let rank = rankInFinal[destination]!
            let to = rank == 0 ? 0 : current.firstIndex(of: finalOrder[rank - 1])! + 1
            current.insert(destination, at: to)
            steps.append(.move(from: from, to: to))
        }
        return steps
    }
}
