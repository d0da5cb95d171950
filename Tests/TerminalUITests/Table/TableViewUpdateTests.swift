import ReactiveBindings
import ReactiveCore
import Testing
@testable import TerminalUI

@MainActor
@Suite("A table view's row updates")
struct TableViewUpdateTests {
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

@MainActor
@Suite("A table view bound to an observable array")
struct TableViewBindingTests {
    private func boundTable(to names: MutableObservableArray<String>) -> (TableView, Window, MutableProperty<[String]>) {
        let table = TableView()
        table.showsScrollIndicator = false
        table.register(TableViewCell.self, forReuseIdentifier: "name")
        let configured = MutableProperty<[String]>([])
        names.bind(to: table) { name, row, table in
            configured.value.append(name)
            let cell = table.dequeueReusableCell(withIdentifier: "name", for: row)
            cell.text = name
            return cell
        }
        let window = Window(size: Size(width: 10, height: 3))
        window.addSubview(table)
        table.frame = window.bounds
        return (table, window, configured)
    }

    @Test("shows the elements and configures a cell only for each new or changed row")
    func appliesArrayChanges() {
        let names = MutableObservableArray(["Ada", "Grace"])
        let (table, window, configured) = boundTable(to: names)
        #expect(window.renderFrame().lines == ["Ada", "Grace", ""])
        #expect(configured.value == ["Ada", "Grace"])

        names.append("Linus")
        names[0] = "Ada L."
        #expect(window.renderFrame().lines == ["Ada L.", "Grace", "Linus"])
        #expect(configured.value == ["Ada", "Grace", "Ada L.", "Linus"])
        #expect(table.numberOfRows == 3)
    }

    @Test("keeps the selection on its row when the array changes under it")
    func selectionFollowsItsElement() {
        let names = MutableObservableArray(["a", "b", "c"])
        let (table, window, _) = boundTable(to: names)
        _ = window.renderFrame()
        table.selectRow(1)
        names.insert("z", at: 0)
        #expect(table.selectedRow == 2)
        names.replace(with: ["b"])
        #expect(table.selectedRow == 0)
        #expect(window.renderFrame().lines == ["b", "", ""])
    }

    @Test("stops when disposed")
    func stopsWhenDisposed() {
        let names = MutableObservableArray(["a"])
        let table = TableView()
        table.register(TableViewCell.self, forReuseIdentifier: "name")
        let binding = names.bind(to: table) { name, row, table in
            let cell = table.dequeueReusableCell(withIdentifier: "name", for: row)
            cell.text = name
            return cell
        }
        binding?.dispose()
        names.append("b")
        #expect(table.numberOfRows == 1)
    }
}
