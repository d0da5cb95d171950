import ReactiveBindings
import Testing
import TestSupport

@Suite("Applying change sets to a table")
struct TableUpdatingTests {
    /// Applies the change set from `old` to `new` to a table showing `old`.
    func table<Element>(
        showing old: [Element], after changeSet: ChangeSet, new: [Element]
    ) -> (table: RecordingTable<Element>, applied: Bool) {
        let table = RecordingTable(old)
        table.dataSource = new
        let applied = table.apply(changeSet)
        return (table, applied)
    }

    @Test("rows are deleted, moved, inserted and reloaded in that order")
    func callOrder() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["x", "e", "B", "d", "y"]
        let changeSet = ChangeSet(
            oldCount: 5, newCount: 5,
            deletes: [0, 2], inserts: [0, 4], updates: [1], moves: [.init(from: 4, to: 1)]
        )
        let (table, applied) = table(showing: old, after: changeSet, new: new)
        #expect(applied)
        #expect(table.calls == ["delete [0, 2]", "move 2 0", "insert [0, 4]", "reload [2]"])
        #expect(table.rows == new)
    }

    @Test("for many random diffs the table ends up showing the new rows", arguments: 0..<2)
    func randomDiffs(batch: Int) {
        var generator = SeededGenerator(seed: 7_000 + UInt64(batch))
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...20, using: &generator)).map { Row(id: $0, text: "0") }
            var new = old.shuffled(using: &generator).filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
            new += (0..<Int.random(in: 0...3, using: &generator)).map { Row(id: 100 + $0, text: "0") }
            for index in new.indices where Bool.random(using: &generator) { new[index].text = "1" }
            let (table, applied) = table(showing: old, after: ChangeSet(from: old, to: new), new: new)
            #expect(applied)
            #expect(table.rows == new, "old \(old) new \(new)")
        }
    }

    @Test("an empty change set makes no call")
    func emptyChangeSet() {
        let (table, applied) = table(showing: [1, 2], after: ChangeSet(oldCount: 2, newCount: 2), new: [1, 2])
        #expect(applied)
        #expect(table.calls.isEmpty)
    }

    @Test("a change set computed from another row count falls back to a full reload")
    func rowCountMismatch() {
        let (table, applied) = table(showing: [1, 2], after: ChangeSet(oldCount: 3, newCount: 4, inserts: [3]), new: [1, 2, 3, 4])
        #expect(!applied)
        #expect(table.calls == ["reload all"])
        #expect(table.rows == [1, 2, 3, 4])
    }

    @Test("an invalid change set falls back to a full reload")
    func invalidChangeSet() {
        let (table, applied) = table(showing: [1, 2], after: ChangeSet(oldCount: 2, newCount: 2, deletes: [5], inserts: [0]), new: [3, 2])
        #expect(!applied)
        #expect(table.calls == ["reload all"])
    }
}
