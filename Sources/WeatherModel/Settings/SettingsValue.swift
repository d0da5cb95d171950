/// A value of the settings file as ``SettingsParser`` reads it, with the line it starts on (for
/// messages). A value.
struct SettingsValue: Sendable, Hashable {
    /// What the value is.
    enum Kind: Sendable, Hashable {
        /// A whole number: `1850147`, `1_850_147`, `-3`.
        case integer(Int)
        /// Text in quotes: `"Tokyo"`, `'東京'`.
        case string(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// A list in brackets: `[1850147, "Paris"]`.
        case array([SettingsValue])
    }

    let kind: Kind
    /// The line it starts on, from 1.
    let line: Int
}
