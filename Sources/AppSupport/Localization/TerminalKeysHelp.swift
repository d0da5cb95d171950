/// The lines of an app's key help (`?`) for what every TerminalUI screen does the same way —
/// the mouse, Ctrl-Z, Ctrl-L — in the user's language, laid out as the apps' own lines are: the
/// key in the first 13 columns, then what it does. Values only.
public enum TerminalKeysHelp {
    /// The lines in `language`, one per key, joined by line breaks.
    public static func text(in language: AppLanguage) -> String {
        language.text(english: """
            wheel        scroll the list
            click        select; double-click: open
            Shift-drag   select text to copy
            Ctrl-Z       suspend (fg to come back)
            Ctrl-L       redraw the screen
            """, japanese: """
            ホイール     リストをスクロール
            クリック     選択、ダブルクリックで開く
            Shift-drag   文字を選択してコピー
            Ctrl-Z       一時停止（fg で戻る）
            Ctrl-L       画面を描き直す
            """)
    }
}
