/// The difference between two arrays of keys (identities): an element whose key occurs in
/// both arrays stays or moves, the others are deleted or inserted. A matched element for which
/// `isUpdated` is true is an update if it stays, and a delete plus an insert if it moves (table
/// views cannot reload a moved row).
///
/// The elements that stay are a longest common subsequence of the keys, so the moves are as
/// few as possible. Two ways to find it:
/// - alignment: Myers' algorithm on the keys finds the stays in O((n + m) + D²); only the D
///   deleted and inserted keys are then hashed, to pair them into moves. Fast when few
///   elements changed, which is the common case of a refresh;
/// - matching, when alignment would need more than a bounded search: every key is hashed and
///   matched occurrence by occurrence (the first old occurrence with the first new one, …);
///   the matched elements that keep their relative order (a longest increasing subsequence of
///   their new indices) stay. O((n + m) log(n + m)) whatever the number of edits.
///
/// Repeated keys are paired in order of occurrence, so the result is always a valid change set.
@usableFromInline
enum KeyedDiff<Key: Hashable> {
    /// The edit distance up to which alignment is tried: its search then costs about as much
    /// as hashing every key.
    @usableFromInline static var alignmentCapacity: Int { 128 }

    @inlinable
    static func changeSet(old: [Key], new: [Key], isUpdated: (_ old: Int, _ new: Int) -> Bool) -> ChangeSet {
        guard let edits = MyersDiff.edits(old: old, new: new, capacity: min(alignmentCapacity, (old.count + new.count + 1) / 2 + 1)) else {
            return matchingChangeSet(old: old, new: new, isUpdated: isUpdated)
        }
        // Alignment: the kept elements pair up in order; deleted and inserted keys that match
        // are moves.
        var stays: [(old: Int, new: Int)] = []
        stays.reserveCapacity(min(old.count, new.count))
        var deleteCursor = 0
        var insertCursor = 0
        var newIndex = 0
        for oldIndex in old.indices {
            if deleteCursor < edits.deletes.count && edits.deletes[deleteCursor] == oldIndex {
                deleteCursor += 1
                continue
            }
            while insertCursor < edits.inserts.count && edits.inserts[insertCursor] == newIndex {
                insertCursor += 1
                newIndex += 1
            }
            stays.append((oldIndex, newIndex))
            newIndex += 1
        }
        let moves = matchOccurrences(
            old: edits.deletes.map { old[$0] },
            new: edits.inserts.map { new[$0] }
        ).map { (old: edits.deletes[$0.old], new: edits.inserts[$0.new]) }
        return assemble(oldCount: old.count, newCount: new.count, stays: stays, moves: moves, isUpdated: isUpdated)
    }

    /// Matching: hash every key, pair occurrences, keep a longest increasing run in place.
    @inlinable
    static func matchingChangeSet(old: [Key], new: [Key], isUpdated: (_ old: Int, _ new: Int) -> Bool) -> ChangeSet {
        let pairs = matchOccurrences(old: old, new: new)
        let staying = longestIncreasingSubsequence(pairs.map(\.new))
        var stays: [(old: Int, new: Int)] = []
        var moves: [(old: Int, new: Int)] = []
        for (position, pair) in pairs.enumerated() {
            if staying[position] { stays.append(pair) } else { moves.append(pair) }
        }
        return assemble(oldCount: old.count, newCount: new.count, stays: stays, moves: moves, isUpdated: isUpdated)
    }

    /// The change set in which `stays` and `moves` are the matched elements and every other
    /// old element is deleted and every other new one inserted.
    @inlinable
    static func assemble(
        oldCount: Int,
        newCount: Int,
        stays: [(old: Int, new: Int)],
        moves: [(old: Int, new: Int)],
        isUpdated: (_ old: Int, _ new: Int) -> Bool
    ) -> ChangeSet {
        var oldMatched = [Bool](repeating: false, count: oldCount)
        var newMatched = [Bool](repeating: false, count: newCount)
        var updates: [Int] = []
        var changedMoves: [(old: Int, new: Int)] = []
        var keptMoves: [ChangeSet.Move] = []
        for pair in stays {
            oldMatched[pair.old] = true
            newMatched[pair.new] = true
            if isUpdated(pair.old, pair.new) { updates.append(pair.old) }
        }
        for pair in moves {
            if isUpdated(pair.old, pair.new) {
                changedMoves.append(pair)
            } else {
                oldMatched[pair.old] = true
                newMatched[pair.new] = true
                keptMoves.append(ChangeSet.Move(from: pair.old, to: pair.new))
            }
        }
        return ChangeSet(
            oldCount: oldCount,
            newCount: newCount,
            deletes: (0..<oldCount).filter { !oldMatched[$0] },
            inserts: (0..<newCount).filter { !newMatched[$0] },
            updates: updates,
            moves: keptMoves
        )
    }

    /// Pairs equal keys occurrence by occurrence, in the order of `old`.
    @inlinable
    static func matchOccurrences(old: [Key], new: [Key]) -> [(old: Int, new: Int)] {
        // The key's slot holds its first unmatched occurrence in `new`; `nextOccurrence` links
        // to the following one. Hashing dominates the cost, so each new key is hashed once (a
        // repeated key twice).
        var nextOccurrence = [Int](repeating: -1, count: new.count)
        var slotOfKey = [Key: Int](minimumCapacity: new.count)
        var firstUnmatched: [Int] = []
        firstUnmatched.reserveCapacity(new.count)
        for index in new.indices.reversed() {
            if let slot = slotOfKey.updateValue(firstUnmatched.count, forKey: new[index]) {
                slotOfKey[new[index]] = slot
                nextOccurrence[index] = firstUnmatched[slot]
                firstUnmatched[slot] = index
            } else {
                firstUnmatched.append(index)
            }
        }
        var pairs: [(old: Int, new: Int)] = []
        pairs.reserveCapacity(min(old.count, new.count))
        for index in old.indices {
            guard let slot = slotOfKey[old[index]], firstUnmatched[slot] >= 0 else { continue }
            let match = firstUnmatched[slot]
            firstUnmatched[slot] = nextOccurrence[match]
            pairs.append((index, match))
        }
        return pairs
    }

    /// Marks the members of one longest strictly increasing subsequence of `values` (patience
    /// sorting with back links, O(n log n)).
    @inlinable
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
        // tails[l]: position of the smallest last value of an increasing run of length l + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var members = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            members[position] = true
            position = previous[position]
        }
        return members
    }
}
