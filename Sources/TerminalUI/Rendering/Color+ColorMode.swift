extension Color {
    /// The nearest colour that a terminal in `mode` can show: unchanged in `.trueColor`; a
    /// 24-bit colour becomes the nearest entry of the colour cube or grey ramp in
    /// `.palette256`; anything becomes the nearest ANSI colour in `.ansi16`; everything is the
    /// terminal's default in `.monochrome`. Matching is `PaletteMatcher`'s.
    public func converted(to mode: ColorMode) -> Color {
        switch (mode, self) {
        case (_, .default), (.trueColor, _):
            return self
        case (.monochrome, _):
            return .default
        case (.palette256, .indexed):
            return self
        case (.palette256, .rgb(let red, let green, let blue)):
            return .indexed(PaletteMatcher.nearestPalette256Index(red: red, green: green, blue: blue))
        case (.ansi16, .indexed(let index)) where index < 16:
            return self
        case (.ansi16, _):
            let (red, green, blue) = rgbComponents
            return .indexed(PaletteMatcher.nearestANSIIndex(red: red, green: green, blue: blue))
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
            let color = PaletteMatcher.ansiColors[Int(index)]
            return (UInt8(color.red), UInt8(color.green), UInt8(color.blue))
        case .indexed(let index) where index < 232:
            let cube = Int(index) - 16
            let levels = PaletteMatcher.cubeLevels
            return (UInt8(levels[cube / 36]), UInt8(levels[cube / 6 % 6]), UInt8(levels[cube % 6]))
        case .indexed(let index):
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
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
