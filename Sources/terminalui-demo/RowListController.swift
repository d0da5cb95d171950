import ReactiveCore
import TerminalUI

/// The demo's first screen: a table of 10,000 rows with coloured thumbnails. Enter opens a
/// row, `a` shows an alert, `o` an action sheet of jumps, `i` the key-echo screen.
@MainActor
final class RowListController: ViewController, TableViewDataSource, TableViewDelegate {
    static let rowCount = 10_000
    private static let cellIdentifier = "row"

    private let table = TableView()
    private let status = StatusLine(hints: [
        KeyHint("↑↓", "move"), KeyHint("PgUp/PgDn", "page"), KeyHint("Enter", "open"),
        KeyHint("a", "about"), KeyHint("o", "jump"), KeyHint("i", "keys"), KeyHint("q", "quit"),
    ])

    init() {
        super.init(title: "TerminalUI demo — 10,000 rows")
    }

    override func loadView() -> View {
        table.register(TableViewCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        table.footerView = Label("— the end: 10,000 rows —", style: Style(attributes: .dim), alignment: .center)
        return StackView(axis: .vertical, arrangedSubviews: [(table, .fill(weight: 1)), (status, .fixed(1))])
    }

    override func viewDidLoad() {
        showPosition(of: 0)
        table.reactive.selectedRow.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.showPosition(of: row) }
        }
    }

    /// Names the selected row on the status line (the table starts with the first selected).
    private func showPosition(of row: Int?) {
        status.message = row.map { "row \($0 + 1) of \(Self.rowCount)" } ?? ""
    }

    func numberOfRows(in tableView: TableView) -> Int {
        Self.rowCount
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: row)
        let item = DemoRow(index: row)
        cell.text = "\(item.number)  \(item.name)"
        cell.detailText = "hue \(item.hue)°"
        // As many pixels as the thumbnail shows: 4×2 per 4×1 cells in half blocks, every pixel of them in real pixels.
        let pixels = (tableView.window?.graphics ?? .halfBlocks).pixelSize(ofCells: Size(width: cell.imageWidth, height: tableView.rowHeight))
        cell.imageView.image = DemoArtwork.image(for: row, width: pixels.width, height: pixels.height)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        navigationController?.push(RowDetailController(row: DemoRow(index: row)))
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .character("a"): showAbout()
        case .character("o"): showJumps()
        case .character("i"): navigationController?.push(KeyEchoController())
        default: return false
        }
        return true
    }

    private func showAbout() {
        let alert = AlertController(
            title: "About this demo",
            message: "TerminalUI draws views, tables and pictures in a terminal. 端末でも日本語の幅を正しく測ります。"
        )
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        present(alert)
    }

    private func showJumps() {
        let sheet = AlertController(title: "Jump to", preferredStyle: .actionSheet)
        for (title, row) in [("First row", 0), ("Row 5,000", 4_999), ("Last row", Self.rowCount - 1)] {
            sheet.addAction(AlertAction(title: title, style: .default) { [weak self] _ in self?.table.selectRow(row) })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet)
    }
}
