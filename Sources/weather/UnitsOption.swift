import ArgumentParser
import WeatherModel

/// The values `--units` takes.
enum UnitsOption: String, CaseIterable, ExpressibleByArgument {
    case metric
    case imperial

    /// The units asked of the server.
    var units: UnitSystem {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}
