import CSQLite

/// One SQLite database connection with a bounded cache of prepared statements.
///
/// Threading: one borrower at a time. `ConnectionPool` hands a connection to a single caller and
/// takes it back afterwards; the index writer owns its own connection. Closed when released.
final class SQLiteConnection {
    /// Statements kept prepared per connection by default: searches make one statement per
    /// combination of filters, and each costs SQLite memory while it is kept.
    static let defaultStatementCapacity = 32

    private let handle: OpaquePointer
    /// The least recently used statement is finalized when a new one does not fit (or, if a
    /// caller still holds it, when that caller lets it go).
    private var statements: LRUCache<String, SQLiteStatement>

    /// Opens (and, if `readOnly` is false, creates) the database at `path`, keeping at most
    /// `statementCapacity` prepared statements.
    init(path: String, readOnly: Bool, statementCapacity: Int = defaultStatementCapacity) throws(SQLiteError) {
        statements = LRUCache(capacity: statementCapacity)
        var connection: OpaquePointer?
        // NOMUTEX: SQLite's own locking is redundant when one borrower at a time uses the connection.
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(code: code, connection: connection, doing: "opening \(path)")
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        sqlite3_busy_timeout(connection, 5_000)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more SQL statements that return no rows (schema, pragmas, transactions).
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle, doing: "executing \(sql.prefix(60))") }
    }

    /// The number of prepared statements kept.
    var cachedStatementCount: Int { statements.count }

    /// The cached prepared statement for `sql`, prepared on first use.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements.value(for: sql) { return cached }
        let prepared = try SQLiteStatement(connection: handle, sql: sql)
        statements.insert(prepared, for: sql)
        return prepared
    }

    /// Copies what the write-ahead log holds into the database file and empties the log, so that
    /// readers find pages in the file instead of looking each one up in the log's index.
    func checkpoint() throws(SQLiteError) {
        try execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Runs `body` inside a transaction, committing on success and rolling back on error.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
