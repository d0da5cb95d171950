import ReactiveBindings

/// A table sink that keeps the contents of its rows, loading them from `dataSource` when rows
/// are inserted or reloaded as a real table would, and logs the calls it receives.
final class RecordingTable<Element>: TableUpdating {
    var dataSource: [Element]
    private(set) var rows: [Element]
    private(set) var calls: [String] = []

    init(_ elements: [Element]) {
        dataSource = elements
        rows = elements
    }

    var rowCount: Int { rows.count }

    func insertRows(at indices: [Int]) {
        calls.append("insert \(indices)")
        for index in indices { rows.insert(dataSource[index], at: index) }
    }

    func deleteRows(at indices: [Int]) {
        calls.append("delete \(indices)")
        for index in indices.reversed() { rows.remove(at: index) }
    }

    func reloadRows(at indices: [Int]) {
        calls.append("reload \(indices)")
        for index in indices { rows[index] = dataSource[index] }
    }

    func moveRow(from: Int, to: Int) {
        calls.append("move \(from) \(to)")
        rows.insert(rows.remove(at: from), at: to)
    }

    func reloadAll() {
        calls.append("reload all")
        rows = dataSource
    }
}
