/// The unit systems the app asks OpenWeatherMap for (its `units` parameter), which decide the
/// units of temperatures and wind speeds in the answer.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable {
    /// Degrees Celsius, metres per second.
    case metric
    /// Degrees Fahrenheit, miles per hour.
    case imperial

    /// The symbol written after a temperature.
    public var symbol: String {
        switch self {
        case .metric: "°C"
        case .imperial: "°F"
        }
    }

    /// The symbol written after a wind speed.
    public var speedSymbol: String {
        switch self {
        case .metric: "m/s"
        case .imperial: "mph"
        }
    }
}
