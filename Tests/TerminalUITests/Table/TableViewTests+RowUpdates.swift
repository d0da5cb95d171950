import ReactiveBindings
import ReactiveCore
import Testing
@testable import TerminalUI

extension TableViewTests {
    @MainActor
    @Suite("row updates")
    struct RowUpdates {
        @Test("insert a row asking only for its cell, and the selection stays on its row")
        func insertsWithoutReconfiguringOthers() {
            let fixture = RowsFixture(count: 5)
            fixture.press(.down)
            _ = fixture.screen()
            let cellOfRow1 = fixture.table.cellForRow(at: 1)
            fixture.forgetRequests()

            fixture.names.insert("new", at: 0)
            fixture.table.apply(ChangeSet(oldCount: 5, newCount: 6, inserts: [0]))
            #expect(fixture.screen() == ["new", "row 0", "row 1", "row 2"])
            #expect(fixture.requestedRows == [0])
            #expect(fixture.table.selectedRow == 2)
            #expect(fixture.table.cellForRow(at: 2) === cellOfRow1)
        }

        @Test("delete rows, moving the selection to the row taking its place")
        func deletesAndMovesTheSelectionOn() {
            let fixture = RowsFixture(count: 5)
            fixture.press(.down, times: 2)
            _ = fixture.screen()
            fixture.forgetRequests()

            fixture.names.remove(at: 2)
            fixture.names.remove(at: 0)
            fixture.table.apply(ChangeSet(oldCount: 5, newCount: 3, deletes: [0, 2]))
            #expect(fixture.screen() == ["row 1", "row 3", "row 4", ""])
            #expect(fixture.table.selectedRow == 1)
            #expect(fixture.requestedRows == [2])
        }

        @Test("move a row together with its cell and the selection")
        func movesRows() {
            let fixture = RowsFixture(count: 4)
            _ = fixture.screen()
            let cellOfRow0 = fixture.table.cellForRow(at: 0)
            fixture.forgetRequests()

            fixture.names = ["row 1", "row 2", "row 0", "row 3"]
            fixture.table.apply(ChangeSet(oldCount: 4, newCount: 4, moves: [ChangeSet.Move(from: 0, to: 2)]))
            #expect(fixture.screen() == ["row 1", "row 2", "row 0", "row 3"])
            #expect(fixture.requestedRows.isEmpty)
            #expect(fixture.table.selectedRow == 2)
            #expect(fixture.table.cellForRow(at: 2) === cellOfRow0)
        }

        @Test("reload only the rows a change set updates")
        func reloadsOnlyUpdatedRows() {
            let fixture = RowsFixture(count: 4)
            _ = fixture.screen()
            fixture.forgetRequests()

            fixture.names[3] = "changed"
            fixture.table.apply(ChangeSet(oldCount: 4, newCount: 4, updates: [3]))
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "changed"])
            #expect(fixture.requestedRows == [3])
        }

        @Test("reload everything when a change set does not fit")
        func reloadsWhenTheChangeDoesNotFit() {
            let fixture = RowsFixture(count: 4)
            _ = fixture.screen()
            fixture.forgetRequests()

            fixture.names = ["a", "b"]
            #expect(!fixture.table.apply(ChangeSet(oldCount: 7, newCount: 2, deletes: [0, 1, 2, 3, 4])))
            #expect(fixture.screen() == ["a", "b", "", ""])
            #expect(fixture.requestedRows == [0, 1])
        }

        @Test("ask for one frame per change, not for another one from the layout")
        func asksForOneFramePerChange() {
            let fixture = RowsFixture(count: 50)
            var requests = 0
            fixture.window.frameRequestHandler = { requests += 1 }
            _ = fixture.window.renderFrame()
            fixture.press(.pageDown)
            #expect(requests == 1)
            _ = fixture.window.renderFrame()
            #expect(requests == 1)
            #expect(!fixture.window.isFrameScheduled)
        }
    }
}
