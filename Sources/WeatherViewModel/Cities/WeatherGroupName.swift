import AppSupport

/// The name shown for an OpenWeatherMap weather group (`weather[0].main`, always English on the
/// wire): as given in English, translated in Japanese when it is one of the service's groups.
enum WeatherGroupName {
    private static let japanese: [String: String] = [
        "Clear": "晴れ", "Clouds": "曇り", "Rain": "雨", "Drizzle": "霧雨", "Thunderstorm": "雷雨",
        "Snow": "雪", "Mist": "もや", "Fog": "霧", "Haze": "煙霧", "Smoke": "煙", "Dust": "砂ぼこり",
        "Sand": "砂", "Ash": "火山灰", "Squall": "スコール", "Tornado": "竜巻",
    ]

    /// `group` as shown in `language`; unknown groups as given.
    static func name(of group: String, in language: AppLanguage) -> String {
        language == .japanese ? japanese[group] ?? group : group
    }
}
