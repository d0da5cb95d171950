/// One cell of the terminal grid: the grapheme shown there, how many columns it takes, and its
/// style. Values only.
///
/// A wide (East Asian) grapheme takes two cells: the first holds the grapheme with `width` 2,
/// the second is a continuation cell (`width` 0) that the renderer never writes by itself.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in the cell; a space when blank.
    public var grapheme: Character
    /// Columns taken: 1, 2 for a wide grapheme, 0 for the right half of a wide grapheme.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style

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
}
