/// The colour of a cell's text or background.
///
/// Views ask for any colour; the renderer turns it into what the terminal can show (24-bit,
/// the 256-colour palette, the 16 ANSI colours, or nothing under `NO_COLOR`). Values only.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// Entry `index` of the 256-colour palette; 0–15 are the ANSI colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black (palette entry 0).
    public static let black = Color.indexed(0)
    /// ANSI red (palette entry 1).
    public static let red = Color.indexed(1)
    /// ANSI green (palette entry 2).
    public static let green = Color.indexed(2)
    /// ANSI yellow (palette entry 3).
    public static let yellow = Color.indexed(3)
    /// ANSI blue (palette entry 4).
    public static let blue = Color.indexed(4)
    /// ANSI magenta (palette entry 5).
    public static let magenta = Color.indexed(5)
    /// ANSI cyan (palette entry 6).
    public static let cyan = Color.indexed(6)
    /// ANSI white, a light grey on most terminals (palette entry 7).
    public static let white = Color.indexed(7)
    /// ANSI bright black, a dark grey (palette entry 8).
    public static let gray = Color.indexed(8)
    /// ANSI bright red (palette entry 9).
    public static let brightRed = Color.indexed(9)
    /// ANSI bright green (palette entry 10).
    public static let brightGreen = Color.indexed(10)
    /// ANSI bright yellow (palette entry 11).
    public static let brightYellow = Color.indexed(11)
    /// ANSI bright blue (palette entry 12).
    public static let brightBlue = Color.indexed(12)
    /// ANSI bright magenta (palette entry 13).
    public static let brightMagenta = Color.indexed(13)
    /// ANSI bright cyan (palette entry 14).
    public static let brightCyan = Color.indexed(14)
    /// ANSI bright white (palette entry 15).
    public static let brightWhite = Color.indexed(15)
}
