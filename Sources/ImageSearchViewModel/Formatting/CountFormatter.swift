import Foundation

/// Writes counts the way the users of a locale read them: "123,456,789" in English,
/// "123.456.789" in German.
///
/// A plain value; safe to share between threads.
struct CountFormatter: Sendable {
    /// The locale whose digit grouping is used.
    let locale: Locale

    /// `count`, grouped for ``locale``.
    func string(from count: Int64) -> String {
        count.formatted(.number.locale(locale))
    }

    /// `count`, grouped for ``locale``.
    func string(from count: Int) -> String {
        string(from: Int64(count))
    }
}
