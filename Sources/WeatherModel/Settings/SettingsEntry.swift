/// One `name = value` line of the settings file. A value.
struct SettingsEntry: Sendable, Hashable {
    /// The setting's name, such as `cities`.
    let name: String
    let value: SettingsValue
    /// The line it is on, from 1.
    let line: Int
}
