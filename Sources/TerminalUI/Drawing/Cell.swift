/// One cell of the terminal grid: the grapheme shown there, how many columns it takes, and its
/// style. Values only.
///
/// A wide (East Asian) grapheme takes two cells: the first holds the grapheme with `width` 2,
/// the second is a continuation cell (`width` 0) that the renderer never writes by itself.
///
/// A cell under a picture drawn in real pixels is a blank that names the picture
/// (`pictureID`); anything written over it replaces it, which is how the renderer knows the
/// part of a picture that text hides.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in the cell; a space when blank.
    public var grapheme: Character
    /// The id of the `TerminalPicture` shown over this cell, or 0 when the cell shows text.
    public internal(set) var pictureID: UInt32 = 0
    /// Columns taken: 1, 2 for a wide grapheme, 0 for the right half of a wide grapheme.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style
    /// Always 0. Copies of a cell copy its fields, not the padding between or after them; with
    /// no padding left (`pictureID` on its 4-byte boundary, this field filling the cell to its
    /// stride) every byte of a row is defined, and the renderer can recognise rows a copied
    /// buffer did not touch by comparing their bytes.
    private var filler: UInt16 = 0

    /// A blank cell in the terminal's default colours.
    public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

    /// A cell showing `grapheme` over `width` columns in `style`.
    public init(grapheme: Character, width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// The right half of a wide grapheme drawn in `style`.
    public static func continuation(style: Style) -> Cell {
        Cell(grapheme: " ", width: 0, style: style)
    }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }

    /// A cell no frame has (its width is impossible): what a renderer compares with where it
    /// does not know what the terminal shows.
    static let unknown = Cell(grapheme: " ", width: .max)

    /// A blank in `style` under the picture `pictureID`.
    static func picture(_ pictureID: UInt32, style: Style) -> Cell {
        var cell = Cell(grapheme: " ", style: style)
        cell.pictureID = pictureID
        return cell
    }
}
