/// The difference between an old and a new version of an array, as index sets in the
/// conventional batch-update semantics of table views.
///
/// Index conventions — the same as a table view's batch update:
/// - ``deletes`` and ``updates`` are indices in the **old** array;
/// - ``inserts`` are indices in the **new** array;
/// - each of ``moves`` goes **from** an old index **to** a new index.
///
/// An index appears in at most one of ``deletes``, ``updates`` and the move sources; a new
/// index in at most one of ``inserts`` and the move destinations. An element that moved *and*
/// changed is reported as a delete plus an insert, because table views cannot reload a moved
/// row. The elements that are neither deleted nor moved keep their relative order, so the
/// change set is a valid batch update.
///
/// The index lists are sorted ascending (``moves`` by their source). To apply the change set
/// one step at a time — to a plain array, or to a sink that updates at once — use ``steps()``,
/// whose indices follow a different, sequential convention (see ``ChangeStep``).
///
/// A change set is a value; it is `Sendable` and may be handed to any thread.
public struct ChangeSet: Hashable, Sendable {
    /// An element that changed position: `from` is its old index, `to` its new index.
    public struct Move: Hashable, Sendable {
        /// The index in the old array.
        public var from: Int
        /// The index in the new array.
        public var to: Int

        /// A move from old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// The number of elements of the old array.
    public var oldCount: Int
    /// The number of elements of the new array.
    public var newCount: Int
    /// Old indices of the removed elements, ascending.
    public var deletes: [Int]
    /// New indices of the added elements, ascending.
    public var inserts: [Int]
    /// Old indices of the elements that stayed in place relative to the others but whose
    /// contents changed, ascending.
    public var updates: [Int]
    /// Elements that changed position, ascending by source.
    public var moves: [Move]

    /// A change set from explicit index lists; the lists are sorted here. The caller vouches
    /// that they describe a valid batch update (see ``isValid``).
    public init(
        oldCount: Int,
        newCount: Int,
        deletes: [Int] = [],
        inserts: [Int] = [],
        updates: [Int] = [],
        moves: [Move] = []
    ) {
        self.oldCount = oldCount
        self.newCount = newCount
        self.deletes = deletes.sorted()
        self.inserts = inserts.sorted()
        self.updates = updates.sorted()
        self.moves = moves.sorted { $0.from < $1.from }
    }

    /// Replaces everything: deletes all `oldCount` old elements and inserts all `newCount` new
    /// ones. This is what an array sends first to a new observer (with `oldCount` 0) and what
    /// a replacement without diffing sends.
    public static func reset(oldCount: Int, newCount: Int) -> ChangeSet {
        ChangeSet(
            oldCount: oldCount,
            newCount: newCount,
            deletes: Array(0..<oldCount),
            inserts: Array(0..<newCount)
        )
    }

    /// True if nothing changed: no index in any list (the counts are then equal).
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// True if the lists describe a batch update from `oldCount` to `newCount` elements: all
    /// indices in range, no old index used twice, no new index used twice, and the counts
    /// agree (`oldCount - deletes - moves + inserts + moves == newCount`).
    public var isValid: Bool {
        var oldUsed = [Bool](repeating: false, count: oldCount)
        var newUsed = [Bool](repeating: false, count: newCount)
        func claim(_ index: Int, in used: inout [Bool]) -> Bool {
            guard used.indices.contains(index), !used[index] else { return false }
            used[index] = true
            return true
        }
        for index in deletes + updates + moves.map(\.from) where !claim(index, in: &oldUsed) {
            return false
        }
        for index in inserts + moves.map(\.to) where !claim(index, in: &newUsed) {
            return false
        }
        return oldCount - deletes.count + inserts.count == newCount
    }
}
