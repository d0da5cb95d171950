import AppSupport
import Foundation

/// Every user-facing text of the Weather Now screen, in English and Japanese. A value; pure.
struct WeatherScreenText {
    let language: AppLanguage
    /// The time zone clock times are written in.
    let timeZone: TimeZone

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

    var hints: [(keys: String, action: String)] {
        [
            ("↑↓", language.text(english: "move", japanese: "移動")),
            ("r", language.text(english: "refresh", japanese: "更新")),
            ("q", language.text(english: "quit", japanese: "終了")),
        ]
    }

    func updated(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Updated \(time)", japanese: "\(time) 更新")
    }

    func failed(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Update failed \(time)", japanese: "\(time) 更新失敗")
    }

    func refreshing(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Refreshing at \(time)", japanese: "\(time) に更新します")
    }

    func coverage(shown: Int, of asked: Int) -> String {
        language.text(english: "\(shown) of \(asked) cities", japanese: "\(asked) 都市中 \(shown) 都市")
    }
}
