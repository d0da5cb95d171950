/// A temperature in the units it was asked for. A value; safe to share between threads.
public struct Temperature: Sendable, Hashable {
    /// Degrees in `units`.
    public let value: Double
    /// Celsius or Fahrenheit.
    public let units: UnitSystem

    /// `value` degrees in `units`.
    public init(value: Double, units: UnitSystem) {
        self.value = value
        self.units = units
    }

    /// Whole degrees with the unit's symbol, such as "12 °C" or "-3 °F" (rounded; never "-0"; a
    /// value that is not a finite number shows as "?").
    public var roundedText: String {
        guard value.isFinite else { return "? \(units.symbol)" }
        let degrees = Int(min(max(value, -999_999), 999_999).rounded())
        return "\(degrees) \(units.symbol)"
    }
}
