import AppSupport

/// Every user-facing text of the Weather Now screens that they draw themselves (the detail's
/// figures come from `CityDetailViewModel`, the list's status message from its view model), in
/// English and Japanese. A value; pure.
struct WeatherScreenText {
    let language: AppLanguage

    var title: String {
        language.text(english: "Weather Now", japanese: "いまの天気")
    }

    var fetching: String {
        language.text(english: "Fetching the weather…", japanese: "天気を取得しています…")
    }

    var noWeatherYet: String {
        language.text(english: "No weather to show yet. Press r to try again.", japanese: "まだ天気がありません。r キーでもう一度お試しください。")
    }

    var alertTitle: String {
        language.text(english: "The weather server cannot be reached", japanese: "天気サーバーにアクセスできません")
    }

    var dismiss: String {
        language.text(english: "OK", japanese: "閉じる")
    }

    /// The list's key hints: the arrows are left to `?`, so that the status line keeps room
    /// for its messages on an 80-column terminal.
    var listHints: [(keys: String, action: String)] {
        [
            ("Enter", language.text(english: "open", japanese: "開く")),
            ("r", language.text(english: "refresh", japanese: "更新")),
            ("?", language.text(english: "keys", japanese: "キー")),
            ("q", language.text(english: "quit", japanese: "終了")),
        ]
    }

    var detailHints: [(keys: String, action: String)] {
        [
            ("Esc", language.text(english: "back", japanese: "戻る")),
            ("?", language.text(english: "keys", japanese: "キー")),
            ("q", language.text(english: "quit", japanese: "終了")),
        ]
    }

    /// The key help's title, with the command's release.
    var keysTitle: String {
        TerminalKeysHelp.title(in: language, command: "weather")
    }

    /// The list's keys, one per line, then the mouse's and the terminal's.
    var listKeys: String {
        language.text(english: """
            ↑ ↓  k j     move
            PgUp PgDn    a screen up or down
            Home End     first or last city
            Enter        the city's details
            r            refresh
            ?            these keys
            q  Ctrl-C    quit
            """, japanese: """
            ↑ ↓  k j     移動
            PgUp PgDn    1 画面ずつ移動
            Home End     最初・最後の都市
            Enter        都市の詳細
            r            更新
            ?            このキー一覧
            q  Ctrl-C    終了
            """) + "\n" + TerminalKeysHelp.text(in: language, for: .list)
    }

    /// The detail's keys, one per line, then the mouse's and the terminal's.
    var detailKeys: String {
        language.text(english: """
            Esc          back to the list
            Backspace    back to the list
            ?            these keys
            q  Ctrl-C    quit
            """, japanese: """
            Esc          一覧に戻る
            Backspace    一覧に戻る
            ?            このキー一覧
            q  Ctrl-C    終了
            """) + "\n" + TerminalKeysHelp.text(in: language, for: .pushed)
    }

    var close: String {
        language.text(english: "Close", japanese: "閉じる")
    }
}
