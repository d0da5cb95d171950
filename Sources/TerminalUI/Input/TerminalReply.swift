import ImageCodec

/// An answer the terminal sent to one of the application's queries — never something the
/// user typed, and never delivered to views as a key. Values only.
///
/// Text inside replies comes from the terminal (or from whatever is writing to it): it is kept
/// to printable ASCII, so logging or showing it cannot write escape sequences.
public enum TerminalReply: Hashable, Sendable {
    /// Primary device attributes (DA1, `CSI ? Ps ; … c`): the terminal's conformance level and
    /// the features it has (`4` is sixel graphics).
    case deviceAttributes([Int])
    /// The terminal's name and version (XTVERSION, `DCS > | text ST`), e.g. `kitty(0.26.5)`.
    case terminalVersion(String)
    /// A kitty graphics protocol response (`APC G keys ; message ST`): the image id it is about
    /// and the message, `OK` or an error such as `ENOENT:…`.
    case kittyGraphics(imageID: Int?, message: String)
    /// The size of one character cell in pixels (`CSI 6 ; height ; width t`, the answer to
    /// `CSI 16 t`).
    case cellPixelSize(ImageSize)
    /// The size of the text area in pixels (`CSI 4 ; height ; width t`, the answer to
    /// `CSI 14 t`).
    case textAreaPixelSize(ImageSize)
    /// The terminal's background colour (`OSC 11 ; rgb:RRRR/GGGG/BBBB ST`, the answer to
    /// `OSC 11 ; ? ST`).
    case backgroundColor(RGBColor)
}
