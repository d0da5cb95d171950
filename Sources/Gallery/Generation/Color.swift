/// An RGB colour with channels in 0...1, for blending while rendering.
struct Color: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double

    /// A colour from 0xRRGGBB.
    init(hex: UInt32) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour `amount` of the way (0...1) from `self` to `other`.
    func mixed(with other: Color, amount: Double) -> Color {
        let t = min(max(amount, 0), 1)
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t)
    }

    /// The colour scaled towards black by `factor` (1 keeps it).
    func scaled(_ factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor)
    }

    static let white = Color(hex: 0xFFFFFF)
}
