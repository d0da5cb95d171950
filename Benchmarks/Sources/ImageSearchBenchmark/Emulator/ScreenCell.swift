/// One cell of an emulated screen: what it shows and whether it is coloured — enough to tell
/// text from a picture drawn with half blocks. Values only.
struct ScreenCell: Equatable {
    /// A blank cell in the terminal's default colours.
    static let blank = ScreenCell(character: " ", isColoured: false)
    /// The right half of a wide character (the character is in the cell to its left).
    static let continuation = ScreenCell(character: nil, isColoured: false)

    /// The grapheme shown; nil in the right half of a wide character.
    var character: Character?
    /// Whether the foreground or the background colour is not the terminal's default.
    var isColoured: Bool

    /// Whether the cell is the right half of a wide character.
    var isContinuation: Bool {
        character == nil
    }

    /// Whether the cell is a coloured upper half block "▀", the glyph TerminalUI draws pictures
    /// with (two pixels per cell).
    var isColouredHalfBlock: Bool {
        isColoured && character == "▀"
    }
}
