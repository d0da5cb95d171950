/// The unit systems the app asks OpenWeatherMap for (its `units` parameter).
public enum TemperatureUnits: String, Sendable, Hashable, CaseIterable {
    /// Degrees Celsius.
    case metric
    /// Degrees Fahrenheit.
    case imperial

    /// The symbol written after a temperature.
    public var symbol: String {
        switch self {
        case .metric: "°C"
        case .imperial: "°F"
        }
    }
}
