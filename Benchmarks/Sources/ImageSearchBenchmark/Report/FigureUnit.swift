import Foundation

/// How a figure's values are written in the report. Values only.
enum FigureUnit {
    /// Milliseconds, from values in milliseconds.
    case milliseconds
    /// Megabytes (10⁶ bytes), from values in bytes.
    case megabytes
    /// A ratio, written with "×".
    case ratio
    /// Whole things (rows, keys).
    case count
    /// A percentage, from values where 1 is 100 %.
    case percent

    /// `value` with its unit.
    func format(_ value: Double) -> String {
        switch self {
        case .milliseconds: String(format: "%.1f ms", value)
        case .megabytes: String(format: "%.1f MB", value / 1e6)
        case .ratio: String(format: "%.2f×", value)
        case .count: String(format: "%.0f", value)
        case .percent: String(format: "%.0f %%", value * 100)
        }
    }
}
