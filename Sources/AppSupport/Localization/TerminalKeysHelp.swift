import AppRelease

/// The lines of an app's key help (`?`) for what every TerminalUI screen does the same way —
/// the mouse, Ctrl-Z, Ctrl-L — in the user's language, laid out as the apps' own lines are: the
/// key in the first 13 columns, then what it does. Values only.
public enum TerminalKeysHelp {
    /// The kind of screen the help is for, which decides what the mouse does on it.
    public enum Screen: Sendable {
        /// A screen with a list: the wheel scrolls it, a click selects a row, a double click opens it.
        case list
        /// A screen pushed over another: a click on the title bar's back hint goes back.
        case pushed
    }

    /// The help's title in `language`: "Keys", then the command and its release
    /// (``AppVersion/current``) — "Keys — imagesearch 1.0.0" — so that a user can tell which
    /// release runs without leaving it.
    public static func title(in language: AppLanguage, command: String) -> String {
        language.text(english: "Keys", japanese: "キー操作") + " — \(command) \(AppVersion.current)"
    }

    /// The lines for `screen` in `language`, one per key, joined by line breaks.
    public static func text(in language: AppLanguage, for screen: Screen = .list) -> String {
        let mouse = switch screen {
        case .list:
            language.text(english: """
                wheel        scroll the list
                click        select; double-click: open
                """, japanese: """
                ホイール     リストをスクロール
                クリック     選択、ダブルクリックで開く
                """)
        case .pushed:
            language.text(english: "click        ‹ Back to go back", japanese: "クリック     ‹ 戻る で戻る")
        }
        return mouse + "\n" + language.text(english: """
            Shift-drag   select text to copy
            Ctrl-Z       suspend (fg to come back)
            Ctrl-L       redraw the screen
            """, japanese: """
            Shift-drag   文字を選択してコピー
            Ctrl-Z       一時停止（fg で戻る）
            Ctrl-L       画面を描き直す
            """)
    }
}
