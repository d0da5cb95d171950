import Foundation
import WeatherModel

/// How the detail screen writes measurements, in the units of the unit system asked for:
/// speeds with one decimal ("3.1 m/s", "6.9 mph"), pressure in hPa (metric) or inches of
/// mercury (imperial), visibility in metres or kilometres (metric) or miles (imperial). Numbers
/// are written the same in every language, with a full stop for the decimal point, as the
/// temperatures are. Pure.
enum MeasurementText {
    /// Inches of mercury in one hectopascal.
    static let inchesOfMercuryPerHectopascal = 0.029_53
    /// Metres in a mile.
    static let metresPerMile = 1_609.344

    /// `speed` with its unit.
    static func speed(_ speed: Speed) -> String {
        String(format: "%.1f", speed.value) + " " + speed.units.speedSymbol
    }

    /// `hectopascals` in `units`.
    static func pressure(_ hectopascals: Double, units: UnitSystem) -> String {
        switch units {
        case .metric: String(format: "%.0f hPa", hectopascals)
        case .imperial: String(format: "%.2f inHg", hectopascals * inchesOfMercuryPerHectopascal)
        }
    }

    /// `metres` of visibility in `units`: "800 m", "3.5 km", "10 km"; "0.5 mi", "6.2 mi".
    static func visibility(_ metres: Int, units: UnitSystem) -> String {
        switch units {
        case .metric where metres < 1_000: "\(metres) m"
        case .metric: trimmed(Double(metres) / 1_000) + " km"
        case .imperial: trimmed(Double(metres) / metresPerMile) + " mi"
        }
    }

    /// `value` with one decimal, without a trailing ".0".
    private static func trimmed(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
