/// A value bound to a statement parameter.
enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case text(String)
    case blob([UInt8])
}
