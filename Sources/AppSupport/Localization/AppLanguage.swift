/// The language of the apps' user-facing text: English (the default) or Japanese.
///
/// Chosen once at start-up — from `--lang`, or from the environment as POSIX programs do — and
/// handed to every layer that makes text (error descriptions, view-model texts, screen labels).
/// Every user-facing string of the apps exists in both languages; write them with
/// ``text(english:japanese:)`` so that the two stand side by side.
public enum AppLanguage: String, Sendable, Hashable, CaseIterable {
    /// English, the default (`en`).
    case english = "en"
    /// Japanese (`ja`).
    case japanese = "ja"

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and not empty decides (POSIX precedence); Japanese when it names Japanese
    /// (`ja_JP.UTF-8`, `ja`), English otherwise.
    public init(environment: [String: String]) {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self = setting.map(Self.namesJapanese) == true ? .japanese : .english
    }

    /// The ISO 639-1 code, as the Pixabay and OpenWeatherMap APIs take it in `lang`.
    public var code: String { rawValue }

    /// `english` or `japanese`, whichever is this language's.
    public func text(english: String, japanese: String) -> String {
        switch self {
        case .english: english
        case .japanese: japanese
        }
    }

    private static func namesJapanese(_ locale: String) -> Bool {
        locale == "ja" || locale.hasPrefix("ja_") || locale.hasPrefix("ja.") || locale.hasPrefix("ja-")
    }
}
