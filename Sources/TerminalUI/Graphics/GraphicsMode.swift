/// How pictures reach the terminal. Values only.
///
/// The order of the cases is the order of preference when the terminal can do several.
public enum GraphicsMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): pictures are sent once
    /// and then placed, moved and deleted by id.
    case kitty
    /// DEC sixel graphics (foot, xterm started with `-ti vt340`, mlterm, WezTerm, Windows
    /// Terminal, iTerm2, Konsole): up to 256 colours per picture, drawn as part of the cells.
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm, mlterm): a PNG drawn as part of the cells.
    case iterm
    /// Half blocks ("▀"): two coloured pixels per cell, on every terminal.
    case blocks

    /// Whether the mode draws real pixels (everything but half blocks).
    public var drawsPixels: Bool { self != .blocks }

    /// A short English name for logs and help screens: "kitty graphics", "sixel", "iTerm2
    /// images", "half blocks".
    public var description: String {
        switch self {
        case .kitty: "kitty graphics"
        case .sixel: "sixel"
        case .iterm: "iTerm2 images"
        case .blocks: "half blocks"
        }
    }
}
