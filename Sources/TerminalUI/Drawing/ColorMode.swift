/// How many colours the terminal can show; the renderer turns every `Color` into the nearest
/// one the mode allows, and image views choose how to draw pixels from it. Values only.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The 256-colour palette.
    case palette256
    /// The 16 ANSI colours.
    case ansi16
    /// No colour at all (`NO_COLOR` is set, or a dumb terminal): attributes only.
    case monochrome
}
