/// A table-like view whose rows can be updated in place — the sink that
/// ``TableUpdating/apply(_:)`` drives from a ``ChangeSet``.
///
/// The calls come in the order of ``ChangeSet/steps()``: `deleteRows`, each `moveRow`,
/// `insertRows`, `reloadRows`. Every call takes effect at once; its indices refer to the rows as
/// they are when the call is made (for `insertRows`: the indices the new rows have after the
/// call). By the time of `insertRows` and `reloadRows` every row stands at its index in the new
/// elements, so a sink reads the contents of row `i` from element `i` of its data source, which
/// must already hold the new elements.
///
/// Threading: the helper calls the sink on the caller's thread; a sink that belongs to a UI
/// thread must be driven from that thread (observe the array on the UI scheduler first).
public protocol TableUpdating: AnyObject {
    /// The number of rows the sink shows now.
    var rowCount: Int { get }

    /// Adds rows at `indices` (ascending; the indices the rows have once added).
    func insertRows(at indices: [Int])

    /// Removes the rows at `indices` (ascending; indices before the removal).
    func deleteRows(at indices: [Int])

    /// Redraws the rows at `indices` (ascending; indices in the new elements) from the data
    /// source.
    func reloadRows(at indices: [Int])

    /// Moves the row at `from` to `to` (`to` is an index after the row was taken out).
    func moveRow(from: Int, to: Int)

    /// Discards every row and shows the data source afresh.
    func reloadAll()
}
