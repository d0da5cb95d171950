import Foundation

/// The locale numbers and dates are formatted for, read from the environment as POSIX programs
/// do: the first of `LC_ALL`, `LC_NUMERIC` and `LANG` that is set and not empty, without its
/// encoding (`de_DE.UTF-8` → `de_DE`). The C and POSIX locales, and none at all, give `en_US`, so
/// that large counts are still grouped.
public enum FormattingLocale {
    /// The formatting locale `environment` asks for.
    public static func locale(environment: [String: String]) -> Locale {
        let setting = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(setting.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return Locale(identifier: "en_US") }
        return Locale(identifier: identifier)
    }
}
