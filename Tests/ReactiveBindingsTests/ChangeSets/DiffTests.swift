import ReactiveBindings
import Testing
import TestSupport

@Suite("Diff")
struct DiffTests {
    @Suite("of equatable elements")
    struct EquatableElements {
        @Test("identical arrays give an empty change set")
        func identical() {
            let rows = Array(0..<50)
            #expect(ChangeSet(from: rows, to: rows).isEmpty)
        }

        @Test("an insertion and a deletion are found at their indices")
        func simpleEdits() {
            let changeSet = ChangeSet(from: ["a", "b", "c"], to: ["a", "c", "d"])
            #expect(changeSet.deletes == [1])
            #expect(changeSet.inserts == [2])
            #expect(changeSet.updates.isEmpty && changeSet.moves.isEmpty)
        }

        @Test("from and to empty arrays everything is inserted or deleted")
        func emptySides() {
            #expect(ChangeSet(from: [Int](), to: [1, 2]).inserts == [0, 1])
            #expect(ChangeSet(from: [1, 2], to: [Int]()).deletes == [0, 1])
        }

        @Test("for many random arrays the steps turn the old array into the new one with a minimal number of edits",
              arguments: 0..<4)
        func randomArrays(batch: Int) {
            var generator = SeededGenerator(seed: UInt64(batch))
            for _ in 0..<250 {
                let old = randomArray(count: Int.random(in: 0...30, using: &generator), alphabet: 4, using: &generator)
                let new = randomArray(count: Int.random(in: 0...30, using: &generator), alphabet: 4, using: &generator)
                let changeSet = ChangeSet(from: old, to: new)
                #expect(changeSet.isValid, "old \(old) new \(new)")
                #expect(applying(changeSet, to: old, new: new) == new, "old \(old) new \(new)")
                let lcs = longestCommonSubsequenceLength(old, new)
                #expect(changeSet.deletes.count == old.count - lcs, "old \(old) new \(new)")
                #expect(changeSet.inserts.count == new.count - lcs, "old \(old) new \(new)")
            }
        }

        @Test("long arrays with many repeats are diffed minimally")
        func longArrays() {
            var generator = SeededGenerator(seed: 99)
            for alphabet in [2, 5, 50] {
                let old = randomArray(count: 300, alphabet: alphabet, using: &generator)
                let new = randomlyEdited(old, edits: 120, alphabet: alphabet, using: &generator)
                let changeSet = ChangeSet(from: old, to: new)
                #expect(applying(changeSet, to: old, new: new) == new)
                #expect(changeSet.deletes.count == old.count - longestCommonSubsequenceLength(old, new))
            }
        }

        @Test("diffs with hundreds of edits, beyond the search's first room, are still minimal")
        func manyEdits() {
            var generator = SeededGenerator(seed: 5)
            let old = randomArray(count: 700, alphabet: 30, using: &generator)
            let cases = [(old, Array(old.reversed())), (old, randomArray(count: 650, alphabet: 30, using: &generator)),
                         (Array(0..<600), Array(600..<1_200))]
            for (old, new) in cases {
                let changeSet = ChangeSet(from: old, to: new)
                #expect(applying(changeSet, to: old, new: new) == new)
                #expect(changeSet.deletes.count == old.count - longestCommonSubsequenceLength(old, new))
            }
        }

        @Test("a long array with a few edits is diffed to those edits")
        func fewEdits() {
            var generator = SeededGenerator(seed: 42)
            let old = randomArray(count: 2_000, alphabet: 1_000_000, using: &generator)
            let new = randomlyEdited(old, edits: 20, alphabet: 1_000_000, using: &generator)
            let changeSet = ChangeSet(from: old, to: new)
            #expect(applying(changeSet, to: old, new: new) == new)
            #expect(changeSet.deletes.count + changeSet.inserts.count <= 40)
        }
    }

    @Suite("of identifiable elements")
    struct IdentifiableElements {
        @Test("a row whose identity stays but whose contents change is an update")
        func update() {
            let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b")]
            let new = [Row(id: 1, text: "a"), Row(id: 2, text: "B")]
            let changeSet = ChangeSet(from: old, to: new)
            #expect(changeSet == ChangeSet(oldCount: 2, newCount: 2, updates: [1]))
        }

        @Test("a row that changes position is a move, not a delete and an insert")
        func move() {
            let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
            let new = [Row(id: 3, text: "c"), Row(id: 1, text: "a"), Row(id: 2, text: "b")]
            let changeSet = ChangeSet(from: old, to: new)
            #expect(changeSet == ChangeSet(oldCount: 3, newCount: 3, moves: [.init(from: 2, to: 0)]))
        }

        @Test("a row that moves and changes is a delete plus an insert")
        func moveAndChange() {
            let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
            let new = [Row(id: 2, text: "b"), Row(id: 3, text: "c"), Row(id: 1, text: "A")]
            let changeSet = ChangeSet(from: old, to: new)
            #expect(changeSet == ChangeSet(oldCount: 3, newCount: 3, deletes: [0], inserts: [2]))
            #expect(applying(changeSet, to: old, new: new) == new)
        }

        @Test("elements that cannot be Identifiable diff the same way by a key and an update rule")
        func keyed() {
            let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
            let new = [Row(id: 3, text: "c"), Row(id: 1, text: "A"), Row(id: 2, text: "b")]
            let changeSet = ChangeSet(from: old.map(\.description), to: new.map(\.description), identifiedBy: { $0.prefix { $0 != ":" } }) { $0 != $1 }
            #expect(changeSet == ChangeSet(from: old, to: new))
            #expect(changeSet == ChangeSet(oldCount: 3, newCount: 3, updates: [0], moves: [.init(from: 2, to: 0)]))
            let ignoringText = ChangeSet(from: old, to: new, identifiedBy: \.id) { _, _ in false }
            #expect(ignoringText == ChangeSet(oldCount: 3, newCount: 3, moves: [.init(from: 2, to: 0)]))
        }

        @Test("small and large reorderings keep the longest ordered run in place and move the rest", arguments: [3, 40, 400])
        func fewestMoves(swaps: Int) {
            var generator = SeededGenerator(seed: UInt64(swaps))
            let old = (0..<500).map { Row(id: $0, text: "") }
            var new = old
            for _ in 0..<swaps {
                new.swapAt(Int.random(in: 0..<500, using: &generator), Int.random(in: 0..<500, using: &generator))
            }
            let changeSet = ChangeSet(from: old, to: new)
            #expect(changeSet.deletes.isEmpty && changeSet.inserts.isEmpty && changeSet.updates.isEmpty)
            #expect(changeSet.moves.count == old.count - longestCommonSubsequenceLength(old.map(\.id), new.map(\.id)))
            #expect(applying(changeSet, to: old, new: new) == new)
        }

        @Test("a refresh that returns the same rows changes nothing")
        func sameRows() {
            let rows = (0..<100).map { Row(id: $0, text: "\($0)") }
            #expect(ChangeSet(from: rows, to: rows).isEmpty)
        }

        @Test("for many random edits, including repeated identities, the steps turn the old rows into the new ones",
              arguments: 0..<4)
        func randomRows(batch: Int) {
            var generator = SeededGenerator(seed: 1_000 + UInt64(batch))
            for _ in 0..<250 {
                let identities = batch == 0 ? 6 : 40
                let old = (0..<Int.random(in: 0...25, using: &generator)).map { _ in
                    Row(id: Int.random(in: 0..<identities, using: &generator), text: "\(Int.random(in: 0..<2, using: &generator))")
                }
                var new = old.shuffled(using: &generator)
                new.removeLast(Int.random(in: 0...new.count, using: &generator) / 3)
                for _ in 0..<Int.random(in: 0...5, using: &generator) {
                    new.insert(Row(id: Int.random(in: 0..<identities, using: &generator), text: "0"),
                               at: Int.random(in: 0...new.count, using: &generator))
                }
                for index in new.indices where Bool.random(using: &generator) {
                    new[index].text = "\(Int.random(in: 0..<2, using: &generator))"
                }
                let changeSet = ChangeSet(from: old, to: new)
                #expect(changeSet.isValid, "old \(old) new \(new)")
                #expect(applying(changeSet, to: old, new: new) == new, "old \(old) new \(new)")
            }
        }
    }
}
