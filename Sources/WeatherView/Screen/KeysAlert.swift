import TerminalUI

/// The `?` help of the Weather Now screens: an alert listing the keys one per line, lined up
/// on the left, with a button that closes it (Enter, Space or Esc). Main actor only.
@MainActor
enum KeysAlert {
    /// The help showing `keys` (one key per line) under `title`, closed by `close`.
    static func make(title: String, keys: String, close: String) -> AlertController {
        let alert = AlertController(title: title, message: keys)
        alert.messageAlignment = .leading
        alert.addAction(AlertAction(title: close, style: .cancel))
        return alert
    }
}
