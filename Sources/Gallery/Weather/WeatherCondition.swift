/// One of OpenWeatherMap's weather conditions: its code, group name, description (in English and
/// Japanese, as OpenWeatherMap translates it for `lang`) and icon.
struct WeatherCondition: Sendable, Hashable {
    let code: Int
    /// The group, as in `weather[0].main` ("Clear", "Rain", …); English in every language.
    let main: String
    let description: String
    /// The description for `lang=ja`.
    let japaneseDescription: String
    /// The icon name without its day/night letter.
    let icon: String

    /// The description for the `lang` of a request: Japanese for `ja`, English otherwise.
    func description(forLanguage code: String?) -> String {
        code?.lowercased() == "ja" ? japaneseDescription : description
    }

    static let clear = WeatherCondition(code: 800, main: "Clear", description: "clear sky", japaneseDescription: "快晴", icon: "01")
    static let fewClouds = WeatherCondition(code: 801, main: "Clouds", description: "few clouds", japaneseDescription: "雲が少し", icon: "02")
    static let brokenClouds = WeatherCondition(code: 803, main: "Clouds", description: "broken clouds", japaneseDescription: "雲が多め", icon: "04")
    static let mist = WeatherCondition(code: 701, main: "Mist", description: "mist", japaneseDescription: "もや", icon: "50")
    static let drizzle = WeatherCondition(code: 300, main: "Drizzle", description: "light intensity drizzle", japaneseDescription: "弱い霧雨", icon: "09")
    static let rain = WeatherCondition(code: 500, main: "Rain", description: "light rain", japaneseDescription: "小雨", icon: "10")
    static let thunderstorm = WeatherCondition(code: 200, main: "Thunderstorm", description: "thunderstorm with light rain", japaneseDescription: "雷と小雨", icon: "11")
    static let snow = WeatherCondition(code: 600, main: "Snow", description: "light snow", japaneseDescription: "小雪", icon: "13")
}
