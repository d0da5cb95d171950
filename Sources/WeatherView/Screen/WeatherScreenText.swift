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
        [backHint, keysHint, ("q", language.text(english: "quit", japanese: "終了"))]
    }

    private var backHint: (keys: String, action: String) {
        ("Esc", language.text(english: "back", japanese: "戻る"))
    }

    private var keysHint: (keys: String, action: String) {
        ("?", language.text(english: "keys", japanese: "キー"))
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
            c            add or remove cities
            ?            these keys
            q  Ctrl-C    quit
            """, japanese: """
            ↑ ↓  k j     移動
            PgUp PgDn    1 画面ずつ移動
            Home End     最初・最後の都市
            Enter        都市の詳細
            r            更新
            c            都市の追加・削除
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

    /// The cities screen's key hints.
    var citiesHints: [(keys: String, action: String)] {
        [("Enter", language.text(english: "add/remove", japanese: "追加・削除")), backHint, keysHint]
    }

    /// What is written before the cities screen's search field.
    var citySearchLabel: String {
        language.text(english: "City:", japanese: "都市:")
    }

    var citySearchPlaceholder: String {
        language.text(english: "type a name in any script: Tokyo, とうきょう, Москва…", japanese: "名前を入力（どの文字でも）: 東京、とうきょう、Москва…")
    }

    /// The cities screen's keys, one per line, then the mouse's and the terminal's.
    var citiesKeys: String {
        language.text(english: """
            typing       search the bundled list
            ↑ ↓          move
            PgUp PgDn    a screen up or down
            Enter        add the city, or remove it
            Esc          back to the list
            ?            these keys
            Ctrl-C       quit
            """, japanese: """
            文字の入力   同梱の一覧を検索
            ↑ ↓          移動
            PgUp PgDn    1 画面ずつ移動
            Enter        都市を追加・削除
            Esc          一覧に戻る
            ?            このキー一覧
            Ctrl-C       終了
            """) + "\n" + TerminalKeysHelp.text(in: language, for: .pushed)
    }

    var close: String {
        language.text(english: "Close", japanese: "閉じる")
    }
}
