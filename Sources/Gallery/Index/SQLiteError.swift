import CSQLite

/// A failure reported by SQLite, with its result code and the connection's message.
///
/// A value type; safe to pass between threads.
struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// SQLite's primary or extended result code.
    let code: Int32
    /// SQLite's explanation (`sqlite3_errmsg`) plus what we were doing.
    let message: String

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    init(code: Int32, connection: OpaquePointer?, doing action: String) {
        let detail = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        self.init(code: code, message: "\(action): \(detail)")
    }

    /// Whether SQLite refused the statement's text or a value in it (`SQLITE_ERROR`: a syntax error,
    /// such as a malformed full-text expression) rather than failing to read or write.
    var isRefusedStatement: Bool { code & 0xFF == SQLITE_ERROR }

    /// The message, for logs and startup errors.
    var description: String { "SQLite error \(code): \(message)" }
}
