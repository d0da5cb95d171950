#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodec

/// The terminal's background as it answered the start-up probe (`OSC 11`), whether it is light,
/// and so the palette that reads on it. Values only.
public struct TerminalBackground: Hashable, Sendable, CustomStringConvertible {
    /// The colour the terminal answered; nil when it did not say (it does not answer the
    /// question, or it is tmux 3.3 without passthrough).
    public var color: RGBColor?

    /// A background of `color` (nil: not told).
    public init(color: RGBColor?) {
        self.color = color
    }

    /// Whether black text reads better on it than white text: its relative luminance (sRGB,
    /// WCAG's definition) above 0.179, where both contrast ratios are equal. False when unknown.
    public var isLight: Bool {
        guard let color else { return false }
        return Self.relativeLuminance(of: color) > 0.179
    }

    /// The palette for it: `.light` on a light background, `.dark` on a dark one, and
    /// `.anyBackground` when the terminal did not say.
    public var palette: TerminalPalette {
        guard color != nil else { return .anyBackground }
        return isLight ? .light : .dark
    }

    /// For logs: "#ffffff, light", "#1e1e1e, dark" or "not told, any-background palette".
    public var description: String {
        guard let color else { return "not told, any-background palette" }
        let hex = [color.red, color.green, color.blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return "#\(hex), \(isLight ? "light" : "dark")"
    }

    private static func relativeLuminance(of color: RGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
