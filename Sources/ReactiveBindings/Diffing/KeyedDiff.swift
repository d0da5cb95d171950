/// The difference between two arrays of keys (identities): an element whose key occurs in
/// both arrays stays or moves, the others are deleted or inserted.
///
/// A key that occurs several times is matched occurrence by occurrence in order (the first old
/// occurrence with the first new one, …), so duplicates are handled and the result is always a
/// valid change set. Among the matched elements, the longest run that keeps its relative
/// order (a longest increasing subsequence of their new indices) stays; the rest move, so the
/// number of moves is minimal for that matching. A matched element for which `isUpdated` is
/// true is an update if it stays, and a delete plus an insert if it moves (table views cannot
/// reload a moved row).
///
/// Time O((n + m) log(n + m)), memory O(n + m).
@usableFromInline
struct KeyedDiff<Key: Hashable> {
    @usableFromInline let changeSet: ChangeSet

    @inlinable
    init(old: [Key], new: [Key], isUpdated: (_ old: Int, _ new: Int) -> Bool) {
        // Chains of the new indices of each key, first occurrence first: the key's slot holds
        // the first unmatched occurrence, `nextOccurrence` links to the following one. Hashing
        // dominates the cost, so each new key is hashed once (a repeated key twice).
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
        var deletes: [Int] = []
        var newMatched = [Bool](repeating: false, count: new.count)
        var matchedOld: [Int] = []
        var matchedNew: [Int] = []
        matchedOld.reserveCapacity(old.count)
        matchedNew.reserveCapacity(old.count)
        for index in old.indices {
            guard let slot = slotOfKey[old[index]], firstUnmatched[slot] >= 0 else {
                deletes.append(index)
                continue
            }
            let match = firstUnmatched[slot]
            firstUnmatched[slot] = nextOccurrence[match]
            newMatched[match] = true
            matchedOld.append(index)
            matchedNew.append(match)
        }
        var inserts = new.indices.filter { !newMatched[$0] }
        var updates: [Int] = []
        var moves: [ChangeSet.Move] = []
        let stays = KeyedDiff.longestIncreasingSubsequence(matchedNew)
        for (position, (from, to)) in zip(matchedOld, matchedNew).enumerated() {
            let changed = isUpdated(from, to)
            if stays[position] {
                if changed { updates.append(from) }
            } else if changed {
                deletes.append(from)
                inserts.append(to)
            } else {
                moves.append(ChangeSet.Move(from: from, to: to))
            }
        }
        changeSet = ChangeSet(
            oldCount: old.count,
            newCount: new.count,
            deletes: deletes,
            inserts: inserts,
            updates: updates,
            moves: moves
        )
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
