import Testing

/// The table view's tests, grouped by behaviour in nested suites (one file each).
@Suite("A table view")
struct TableViewTests {}
