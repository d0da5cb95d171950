extension Color {
    /// The 16 ANSI colours as xterm shows them, the targets of a downgrade to `.ansi16`.
    private static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The levels of the 6×6×6 colour cube (palette entries 16–231).
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest colour that a terminal in `mode` can show: unchanged in `.trueColor`; a
    /// 24-bit colour becomes the nearest entry of the colour cube or grey ramp in
    /// `.palette256`; anything becomes the nearest ANSI colour in `.ansi16`; everything is the
    /// terminal's default in `.monochrome`.
    public func converted(to mode: ColorMode) -> Color {
        switch (mode, self) {
        case (_, .default), (.trueColor, _):
            return self
        case (.monochrome, _):
            return .default
        case (.palette256, .indexed):
            return self
        case (.palette256, .rgb(let red, let green, let blue)):
            return .indexed(Self.nearestPaletteIndex(red: Int(red), green: Int(green), blue: Int(blue)))
        case (.ansi16, .indexed(let index)) where index < 16:
            return self
        case (.ansi16, _):
            let (red, green, blue) = rgbComponents
            return .indexed(Self.nearestANSIIndex(red: Int(red), green: Int(green), blue: Int(blue)))
        }
    }

    /// The colour as red, green and blue (palette entries as xterm defines them); the
    /// terminal's default counts as black.
    public var rgbComponents: (UInt8, UInt8, UInt8) {
        switch self {
        case .default:
            return (0, 0, 0)
        case .rgb(let red, let green, let blue):
            return (red, green, blue)
        case .indexed(let index) where index < 16:
            return Self.ansiPalette[Int(index)]
        case .indexed(let index) where index < 232:
            let cube = Int(index) - 16
            return (UInt8(Self.cubeLevels[cube / 36]), UInt8(Self.cubeLevels[cube / 6 % 6]), UInt8(Self.cubeLevels[cube % 6]))
        case .indexed(let index):
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    private static func distance(_ red: Int, _ green: Int, _ blue: Int, _ other: (Int, Int, Int)) -> Int {
        // Weighted for the eye's sensitivity (green most, blue least).
        let dr = red - other.0, dg = green - other.1, db = blue - other.2
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }

    private static func nearestPaletteIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        func nearestLevel(_ value: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let greyStep = min(max((((red + green + blue) / 3) - 8 + 5) / 10, 0), 23)
        let grey = 8 + 10 * greyStep
        if distance(red, green, blue, (grey, grey, grey)) < distance(red, green, blue, cube) {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    private static func nearestANSIIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        let best = ansiPalette.indices.min { first, second in
            let a = ansiPalette[first], b = ansiPalette[second]
            return distance(red, green, blue, (Int(a.0), Int(a.1), Int(a.2))) < distance(red, green, blue, (Int(b.0), Int(b.1), Int(b.2)))
        }
        return UInt8(best ?? 0)
    }
}

extension Style {
    /// The style with both colours converted for a terminal in `mode`; attributes are kept
    /// (in `.monochrome` they are all that is left).
    public func converted(to mode: ColorMode) -> Style {
        guard mode != .trueColor else { return self }
        return Style(foreground: foreground.converted(to: mode), background: background.converted(to: mode), attributes: attributes)
    }
}
