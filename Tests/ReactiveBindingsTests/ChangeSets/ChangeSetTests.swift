import ReactiveBindings
import Testing

@Suite("ChangeSet")
struct ChangeSetTests {
    @Suite("batch index lists")
    struct BatchLists {
        @Test("the initialiser sorts every list")
        func sortsLists() {
            let changeSet = ChangeSet(
                oldCount: 4, newCount: 4,
                deletes: [3, 0], inserts: [2, 0],
                moves: [.init(from: 2, to: 3), .init(from: 1, to: 1)]
            )
            #expect(changeSet.deletes == [0, 3])
            #expect(changeSet.inserts == [0, 2])
            #expect(changeSet.moves == [.init(from: 1, to: 1), .init(from: 2, to: 3)])
        }

        @Test("a reset deletes every old index and inserts every new one")
        func reset() {
            let changeSet = ChangeSet.reset(oldCount: 2, newCount: 3)
            #expect(changeSet.deletes == [0, 1])
            #expect(changeSet.inserts == [0, 1, 2])
            #expect(changeSet.isValid)
            #expect(!changeSet.isEmpty)
        }

        @Test("a change set without indices is empty")
        func empty() {
            #expect(ChangeSet(oldCount: 3, newCount: 3).isEmpty)
        }

        @Test("validity rejects out-of-range, reused and miscounted indices")
        func validity() {
            #expect(ChangeSet(oldCount: 2, newCount: 1, deletes: [1]).isValid)
            #expect(!ChangeSet(oldCount: 2, newCount: 1, deletes: [2]).isValid)
            #expect(!ChangeSet(oldCount: 2, newCount: 2, deletes: [0], inserts: [0], updates: [0]).isValid)
            #expect(!ChangeSet(oldCount: 2, newCount: 3, inserts: [1, 1]).isValid)
            #expect(!ChangeSet(oldCount: 2, newCount: 2, deletes: [0]).isValid)
            #expect(!ChangeSet(oldCount: 2, newCount: 2, moves: [.init(from: 0, to: 2)]).isValid)
        }
    }

    @Suite("sequential steps")
    struct Steps {
        @Test("deletes run from the back, then moves, then inserts from the front, then updates at their new index")
        func order() {
            let changeSet = ChangeSet(
                oldCount: 4, newCount: 4,
                deletes: [0, 2], inserts: [0, 3], updates: [1], moves: [.init(from: 3, to: 1)]
            )
            #expect(changeSet.steps() == [
                .delete(at: 2), .delete(at: 0),
                .move(from: 1, to: 0),
                .insert(at: 0, newIndex: 0), .insert(at: 3, newIndex: 3),
                .update(at: 2, newIndex: 2),
            ])
        }

        @Test("applying the steps of a mixed change set to the old array gives the new array")
        func mixed() {
            let old = ["a", "b", "c", "d", "e"]
            let new = ["x", "e", "B", "d", "y"]
            let changeSet = ChangeSet(
                oldCount: 5, newCount: 5,
                deletes: [0, 2], inserts: [0, 4], updates: [1], moves: [.init(from: 4, to: 1)]
            )
            #expect(changeSet.isValid)
            #expect(applying(changeSet, to: old, new: new) == new)
        }

        @Test("moves that cross each other are each one step")
        func crossingMoves() {
            let old = [0, 1, 2, 3, 4]
            let new = [4, 3, 2, 1, 0]
            let changeSet = ChangeSet(
                oldCount: 5, newCount: 5,
                moves: [.init(from: 0, to: 4), .init(from: 1, to: 3), .init(from: 3, to: 1), .init(from: 4, to: 0)]
            )
            let moveSteps = changeSet.steps().filter { if case .move = $0 { true } else { false } }
            #expect(moveSteps.count == 4)
            #expect(applying(changeSet, to: old, new: new) == new)
        }
    }
}
