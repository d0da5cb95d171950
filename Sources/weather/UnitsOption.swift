import AppLaunch
import ArgumentParser
import WeatherModel

/// The values `--units` takes; the help lists each with what it measures in, once.
enum UnitsOption: String, CaseIterable, ExpressibleByArgument {
    case metric
    case imperial

    /// What each value measures in, in `CommandLineLanguage`'s language.
    static var allValueDescriptions: [String: String] {
        [
            metric.rawValue: CommandLineLanguage.text(english: "°C, m/s, hPa, km", japanese: "メートル法: °C、m/s、hPa、km"),
            imperial.rawValue: CommandLineLanguage.text(english: "°F, mph, inHg, miles", japanese: "ヤード・ポンド法: °F、mph、inHg、マイル"),
        ]
    }

    /// The units asked of the server.
    var units: UnitSystem {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}
