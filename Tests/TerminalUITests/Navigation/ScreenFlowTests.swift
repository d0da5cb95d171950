import Testing
@testable import TerminalUI

/// A list screen: a table of ten rows over a status line; Enter on a row pushes a detail
/// screen for it, `d` asks with an alert whether to delete the row.
@MainActor
private final class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let table = TableView()
    let status = StatusLine(hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("d", "delete")])
    var answers: [String] = []

    override func loadView() -> View {
        table.register(TableViewCell.self, forReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        return StackView(axis: .vertical, arrangedSubviews: [(table, .fill), (status, .fixed(1))])
    }

    func numberOfRows(in tableView: TableView) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: row)
        cell.text = "Row \(row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        (parent as? NavigationController)?.push(ViewController(title: "Row \(row)"))
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.character("d")) else { return false }
        let alert = AlertController(title: "Delete?", message: "Row \(table.selectedRow ?? 0)")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] action in self?.answers.append(action.title) })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] action in self?.answers.append(action.title) })
        present(alert)
        return true
    }
}

@MainActor
@Suite("A list screen in a navigation controller")
struct ScreenFlowTests {
    private func makeApp() -> (Window, NavigationController, ListScreen) {
        let list = ListScreen(title: "Images")
        let navigation = NavigationController(rootViewController: list)
        let window = Window(size: Size(width: 40, height: 6))
        window.rootViewController = navigation
        return (window, navigation, list)
    }

    @Test("opens the selected row with Enter and comes back to it with Esc")
    func pushAndPop() {
        let (window, navigation, list) = makeApp()
        #expect(window.focusedView === list.table)
        window.send(.key(KeyEvent(.down)))
        window.send(.key(KeyEvent(.down)))
        window.send(.key(KeyEvent(.enter)))
        #expect(navigation.topViewController?.title == "Row 2")
        #expect(window.renderFrame().lines[0].hasPrefix(" ‹ Back") && window.renderFrame().lines[0].contains("Row 2"))
        window.send(.key(KeyEvent(.escape)))
        let lines = window.renderFrame().lines
        #expect(navigation.viewControllers.count == 1 && window.focusedView === list.table)
        #expect(list.table.selectedRow == 2)
        #expect(lines[1].hasPrefix("Row 0") && lines[5].hasPrefix("↑↓ move"))
    }

    @Test("asks with an alert over the list, which gets the keys back afterwards")
    func alertOverList() {
        let (window, _, list) = makeApp()
        window.send(.key(KeyEvent(.down)))
        window.send(.key(KeyEvent(.character("d"))))
        #expect(window.renderFrame().lines.contains { $0.contains("Row 1") && $0.contains("│") })
        window.send(.key(KeyEvent(.down)))
        window.send(.key(KeyEvent(.escape)))
        #expect(list.answers == ["Cancel"])
        #expect(list.table.selectedRow == 1 && window.focusedView === list.table)
        window.send(.key(KeyEvent(.down)))
        #expect(list.table.selectedRow == 2)
    }
}
