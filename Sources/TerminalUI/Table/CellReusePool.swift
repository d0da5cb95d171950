/// The cells a table keeps for reuse, by reuse identifier, and the classes registered to make
/// new ones.
///
/// Main actor only. Bounded: each identifier keeps at most `capacity` idle cells; a cell
/// beyond that is dropped, and its `reactive.prepareForReuse` completes when it goes away.
@MainActor
struct CellReusePool {
    private var cellTypes: [String: TableViewCell.Type] = [:]
    private var idleCells: [String: [TableViewCell]] = [:]

    /// The most idle cells kept per identifier.
    var capacity = 1

    /// Makes cells of `cellType` for `identifier`, replacing an earlier registration and its
    /// idle cells.
    mutating func register(_ cellType: TableViewCell.Type, forReuseIdentifier identifier: String) {
        cellTypes[identifier] = cellType
        idleCells[identifier] = nil
    }

    /// An idle cell for `identifier`, or a new one of the registered class. Traps when nothing
    /// was registered for `identifier` — a programming error, as in UIKit.
    mutating func dequeue(identifier: String) -> TableViewCell {
        if let cell = idleCells[identifier]?.popLast() { return cell }
        guard let cellType = cellTypes[identifier] else {
            preconditionFailure("No cell class registered for reuse identifier \"\(identifier)\"")
        }
        return cellType.init(reuseIdentifier: identifier)
    }

    /// Keeps `cell` for reuse if there is room.
    mutating func enqueue(_ cell: TableViewCell) {
        var cells = idleCells[cell.reuseIdentifier] ?? []
        guard cells.count < capacity, cellTypes[cell.reuseIdentifier] != nil else { return }
        cells.append(cell)
        idleCells[cell.reuseIdentifier] = cells
    }

    /// The number of idle cells, all identifiers together.
    var idleCount: Int {
        idleCells.values.reduce(0) { $0 + $1.count }
    }
}
