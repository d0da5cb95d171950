import NIOConcurrencyHelpers

/// SQLite connections to one database file, one borrower per connection.
///
/// A search runs on the calling thread with a connection taken from the pool; a new connection is
/// opened when all are busy, so the pool grows to the number of threads that search at once
/// (the handlers never suspend while holding one) and no caller waits for another.
///
/// `@unchecked Sendable` is safe because the only mutable state, `idle`, is read and written
/// under `lock` alone, and a connection is either in `idle` or lent to exactly one
/// `withConnection` body, which cannot let it escape (the closure is non-escaping and
/// `SQLiteConnection` is not `Sendable`).
final class ConnectionPool: @unchecked Sendable {
    private let path: String
    private let readOnly: Bool
    private let lock = NIOLock()
    private var idle: [SQLiteConnection] = []

    /// A pool over the database file at `path`; opens one connection at once to report errors early.
    /// A writable pool creates the file if needed.
    init(path: String, readOnly: Bool) throws(SQLiteError) {
        self.path = path
        self.readOnly = readOnly
        idle.append(try SQLiteConnection(path: path, readOnly: readOnly))
    }

    /// The number of prepared statements each idle connection keeps.
    var idleStatementCounts: [Int] { lock.withLock { idle.map(\.cachedStatementCount) } }

    /// Lends a connection to `body` and takes it back afterwards.
    func withConnection<Result>(_ body: (SQLiteConnection) throws -> Result) throws -> Result {
        let borrowed = try lock.withLock { idle.popLast() } ?? SQLiteConnection(path: path, readOnly: readOnly)
        defer { lock.withLock { idle.append(borrowed) } }
        return try body(borrowed)
    }
}
