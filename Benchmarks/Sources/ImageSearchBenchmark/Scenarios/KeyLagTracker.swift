/// Follows the selected row on a list's status line while keys move it one row each: which
/// row is shown, and how long each key waited for the first frame that showed its effect.
/// A value type.
struct KeyLagTracker {
    /// The row shown before the first key.
    let firstRow: Int
    /// The row the status line shows now.
    private(set) var shownRow: Int
    /// The rows the list has now.
    private(set) var rowCount: Int
    /// The longest wait of any key shown so far.
    private(set) var worstLag = Duration.zero
    /// The fewest rows left below the selection when the list grew (a page came): at 0 the
    /// selection had reached the last row, where Down moves nothing; nil while it has not grown.
    private(set) var fewestRowsLeftAtGrowth: Int?
    /// The position shown the last time a key was pressed with every earlier key shown: a key
    /// that is never shown was lost at or after it.
    private(set) var lastCaughtUp: ListPosition?

    private var pressInstants: [ContinuousClock.Instant] = []

    /// A tracker for a list at `start` before any key.
    init(start: ListPosition) {
        firstRow = start.row
        shownRow = start.row
        rowCount = start.count
    }

    /// Records a key pressed at `instant`.
    mutating func pressed(at instant: ContinuousClock.Instant) {
        if shownRow == firstRow + pressInstants.count { lastCaughtUp = ListPosition(row: shownRow, count: rowCount) }
        pressInstants.append(instant)
    }

    /// Records a frame read at `instant` showing `position` (nil: no position on the screen):
    /// every key the new row accounts for waited until `instant`.
    mutating func observe(_ position: ListPosition?, at instant: ContinuousClock.Instant) {
        guard let position else { return }
        if position.count > rowCount {
            fewestRowsLeftAtGrowth = min(fewestRowsLeftAtGrowth ?? .max, rowCount - position.row)
        }
        rowCount = position.count
        guard position.row > shownRow else { return }
        for press in (shownRow - firstRow)..<(position.row - firstRow) where press < pressInstants.count {
            worstLag = max(worstLag, instant - pressInstants[press])
        }
        shownRow = position.row
    }

    /// The time from key `press` (from 0) to `instant`, nil for a key not pressed.
    func lag(ofPress press: Int, shownAt instant: ContinuousClock.Instant) -> Duration? {
        pressInstants.indices.contains(press) ? instant - pressInstants[press] : nil
    }
}
