/// Tells a `TableView` how tall rows are and hears what the user does with them — the
/// `UITableViewDelegate` of TerminalUI. Every method has a default, so implement only those you
/// need.
///
/// Main actor only. The table holds its delegate weakly. The same events are also available
/// as signals: `tableView.reactive.selectedRow`, `.rowActivated` and `.reachedLastRow`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of `row` in lines (at least 1). Asked once per row when it is loaded,
    /// inserted or reloaded. Default: `tableView.rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Int

    /// The selection moved to `row` (nil: the table has no rows). Default: nothing.
    func tableView(_ tableView: TableView, didMoveSelectionTo row: Int?)

    /// The user chose `row` with Enter. Default: nothing.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)

    /// The selection or the visible rows reached the last `lastRowThreshold` rows — the moment
    /// to load the next page. Sent once per number of rows. Default: nothing.
    func tableViewDidReachLastRow(_ tableView: TableView)
}

extension TableViewDelegate {
    /// `tableView.rowHeight` for every row.
    public func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Int {
        tableView.rowHeight
    }

    /// Does nothing.
    public func tableView(_ tableView: TableView, didMoveSelectionTo row: Int?) {}

    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}

    /// Does nothing.
    public func tableViewDidReachLastRow(_ tableView: TableView) {}
}
