import CSQLite

/// A prepared statement: bind, step, read columns, reset.
///
/// Not thread-safe: it belongs to the connection that prepared it and is used by that connection's
/// current borrower only. Finalized when released.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    init(connection: OpaquePointer, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw SQLiteError(code: code, connection: connection, doing: "preparing \(sql.prefix(60))")
        }
        self.handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Clears earlier bindings and binds `values` to parameters 1...n.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .text(let text):
                // With its byte count: a NUL inside the text must not end it early.
                var text = text
                code = text.withUTF8 { sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count), Self.transient) }
            case .blob(let bytes): code = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient) }
            }
            guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: connection, doing: "binding parameter \(index)") }
        }
    }

    /// Advances to the next row; `false` when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw SQLiteError(code: code, connection: connection, doing: "running a statement")
        }
    }

    /// Runs a statement that returns no rows.
    func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// The integer in column `index` of the current row (0 for NULL).
    func integer(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// The text in column `index` of the current row ("" for NULL).
    func text(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        // SQLite knows the length; decoding that many bytes skips the strlen of String(cString:).
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self)
    }

    /// Lends `body` the bytes of the blob in column `index` of the current row (empty for NULL),
    /// without copying them; they are valid until the statement steps or resets.
    func withBlob<Result>(_ index: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        // SQLite's order: the pointer first, then the size of what it points to.
        let start = sqlite3_column_blob(handle, index)
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, index))))
    }

    /// Releases the statement's read cursor so that the database is not held open between uses.
    func reset() {
        sqlite3_reset(handle)
    }

    /// SQLite copies bound text at once (`SQLITE_TRANSIENT`), so Swift strings may go away after binding.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
