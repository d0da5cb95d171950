import AppSupport
import Foundation

/// Writes sizes in bytes as people read them, with the locale's decimal mark: "512 bytes",
/// "340 KB", "2.4 MB" (powers of 1,000, as file managers show file sizes).
///
/// A plain value; safe to share between threads.
struct ByteSizeFormatter: Sendable {
    /// The locale whose decimal mark and grouping are used.
    let locale: Locale
    /// The language of the word "bytes".
    let language: AppLanguage

    /// `bytes` in bytes, kilobytes (no decimals) or megabytes (one decimal).
    func string(from bytes: Int64) -> String {
        switch bytes {
        case ..<1_000:
            "\(bytes.formatted(.number.locale(locale))) " + language.text(english: "bytes", japanese: "バイト")
        case ..<1_000_000:
            "\((bytes / 1_000).formatted(.number.locale(locale))) KB"
        default:
            "\((Double(bytes) / 1_000_000).formatted(.number.precision(.fractionLength(1)).locale(locale))) MB"
        }
    }
}
