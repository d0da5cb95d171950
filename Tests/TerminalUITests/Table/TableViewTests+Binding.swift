import ReactiveBindings
import ReactiveCore
import Testing
@testable import TerminalUI

extension TableViewTests {
    @MainActor
    @Suite("bound to an observable array")
    struct Binding {
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
}
