/// Supplies a `TableView`'s rows: how many there are and the cell that shows each one — the
/// `UITableViewDataSource` of TerminalUI.
///
/// Main actor only. The table holds its data source weakly; keep it alive elsewhere (usually
/// the view controller is the data source). The table asks for cells only for the rows it is
/// about to show, and again only for rows that were inserted or reloaded.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows; asked by `reloadData()`.
    func numberOfRows(in tableView: TableView) -> Int

    /// The cell showing `row`, configured for it. Get it from
    /// `tableView.dequeueReusableCell(withIdentifier:for:)` so that cells are reused.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}
