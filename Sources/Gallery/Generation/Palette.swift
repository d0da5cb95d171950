/// A named set of colours for the demo pictures, with the colour words it earns an image.
struct Palette: Sendable, Hashable {
    /// A word used in tags ("ocean", "sunset").
    let name: String
    /// Gradient stops from dark to light.
    let stops: [Color]
    /// The colours Pixabay's `colors` filter finds the image by; the first is also a tag.
    let colors: [ImageColor]

    /// The colour at `position` (0...1) along the stops.
    func color(at position: Double) -> Color {
        let scaled = min(max(position, 0), 1) * Double(stops.count - 1)
        let index = min(Int(scaled), stops.count - 2)
        return stops[index].mixed(with: stops[index + 1], amount: scaled - Double(index))
    }

    /// Every palette, in a fixed order (recipes store the index).
    static let all: [Palette] = [
        Palette(name: "ocean", stops: [0x03122B, 0x0B3D91, 0x1E88E5, 0x7CC6FE, 0xE3F4FF].map(Color.init(hex:)), colors: [.blue, .turquoise]),
        Palette(name: "sunset", stops: [0x2B0A1E, 0x8E1B3A, 0xE8533B, 0xF9A03F, 0xFFE1A8].map(Color.init(hex:)), colors: [.orange, .red, .pink]),
        Palette(name: "forest", stops: [0x0B1F0E, 0x1F4D2B, 0x3C8D40, 0x8BC34A, 0xDDEFC3].map(Color.init(hex:)), colors: [.green, .brown]),
        Palette(name: "lavender", stops: [0x1E1233, 0x4B2D73, 0x8E6CC4, 0xC9A7EB, 0xF4E9FF].map(Color.init(hex:)), colors: [.lilac, .pink]),
        Palette(name: "ember", stops: [0x0A0000, 0x4A0707, 0xA01414, 0xE2401B, 0xFFB14E].map(Color.init(hex:)), colors: [.red, .black]),
        Palette(name: "golden", stops: [0x2E1F05, 0x7A5212, 0xD9A21B, 0xF7D560, 0xFFF6CF].map(Color.init(hex:)), colors: [.yellow, .orange]),
        Palette(name: "monochrome", stops: [0x000000, 0x3A3A3A, 0x808080, 0xC4C4C4, 0xFFFFFF].map(Color.init(hex:)), colors: [.grayscale, .gray, .black, .white]),
        Palette(name: "glacier", stops: [0x0D2230, 0x2F6F8F, 0x8ECAE6, 0xD8F0FA, 0xFFFFFF].map(Color.init(hex:)), colors: [.white, .blue, .turquoise]),
    ]
}
