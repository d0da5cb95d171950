/// A wind speed in the unit system it was asked in: metres per second (metric) or miles per
/// hour (imperial), as OpenWeatherMap answers. A value; safe to share between threads.
public struct Speed: Sendable, Hashable {
    /// The speed in `units`' speed unit.
    public let value: Double
    /// Metric (m/s) or imperial (mph).
    public let units: UnitSystem

    /// `value` in `units`' speed unit.
    public init(value: Double, units: UnitSystem) {
        self.value = value
        self.units = units
    }
}
