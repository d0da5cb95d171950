/// The data source a bound observable array installs in a table: it holds the elements of the
/// last change delivered and makes each row's cell with the binding's closure.
///
/// Main actor only. The table keeps it alive for as long as the binding lasts.
@MainActor
final class ArrayTableDataSource<Element: Sendable>: TableViewDataSource {
    /// The elements the table shows.
    var elements: [Element] = []
    private let cellForRow: @MainActor (Element, Int, TableView) -> TableViewCell

    /// A data source that configures each row's cell with `cellForRow`.
    init(cellForRow: @escaping @MainActor (Element, Int, TableView) -> TableViewCell) {
        self.cellForRow = cellForRow
    }

    func numberOfRows(in tableView: TableView) -> Int {
        elements.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        cellForRow(elements[row], row, tableView)
    }
}
