/// A grid of cells: what a terminal screen (or a part of it) shows. Views draw into one through
/// a `Canvas`; the renderer compares two buffers and writes only the difference.
///
/// Pictures drawn in real pixels are listed in `placements`, in drawing order; the cells they
/// cover name them until something is written over them (see `Cell.pictureID`).
///
/// A value type (copy on write); not tied to any thread. Writing keeps wide graphemes whole:
/// a cell written over either half of a wide grapheme blanks the other half.
public struct ScreenBuffer: Hashable, Sendable {
    /// The number of columns and rows.
    public private(set) var size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The pictures drawn in real pixels, back to front.
    public private(set) var placements: [PicturePlacement] = []

    /// A buffer of `size` filled with `cell`.
    public init(size: Size, filledWith cell: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: cell, count: size.width * size.height)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x` of row `y`, which must lie inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Puts `cell` at `point`, if inside, keeping wide graphemes whole. A wide cell that would
    /// stick out past the right edge is drawn as a blank.
    public mutating func set(_ cell: Cell, at point: Point) {
        guard bounds.contains(point) else { return }
        let index = point.y * size.width + point.x
        breakWideGrapheme(at: index, row: point.y)
        if cell.width == 2 {
            guard point.x + 1 < size.width else {
                cells[index] = Cell(grapheme: " ", style: cell.style)
                return
            }
            breakWideGrapheme(at: index + 1, row: point.y)
            cells[index + 1] = .continuation(style: cell.style)
        }
        cells[index] = cell
    }

    /// Fills the part of `rect` inside the buffer with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                set(cell, at: Point(x: x, y: y))
            }
        }
    }

    /// Shows `picture` with its top-left cell at `origin`, over the part of its cells inside
    /// `clip` (and the buffer): those cells become blanks naming the picture, keeping their
    /// background — or, `asUnicodePlaceholders`, kitty's placeholder cells that show it as
    /// text (see `KittyPlaceholder`). Anything written over them later hides that part of the
    /// picture.
    public mutating func place(_ picture: TerminalPicture, at origin: Point, clip: Rect? = nil, asUnicodePlaceholders: Bool = false) {
        var visible = Rect(origin: origin, size: picture.cells).intersection((clip ?? bounds).intersection(bounds))
        if asUnicodePlaceholders {
            let numbered = Rect(origin: origin, size: Size(width: KittyPlaceholder.marks.count, height: KittyPlaceholder.marks.count))
            visible = visible.intersection(numbered)
        }
        guard !visible.isEmpty else { return }
        placements.append(PicturePlacement(picture: picture, origin: origin, visibleArea: visible))
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let background = self[x, y].style.background
                var cell = Cell.picture(picture.id, style: Style(background: background))
                if asUnicodePlaceholders {
                    cell.grapheme = KittyPlaceholder.grapheme(row: y - origin.y, column: x - origin.x)
                    cell.style.foreground = KittyPlaceholder.color(of: picture.id)
                }
                set(cell, at: Point(x: x, y: y))
            }
        }
    }

    /// Writes `text` from `point` rightwards in `style`, clipped to `clip`, and returns the
    /// number of columns written. The text is sanitised first (control characters and escape
    /// sequences never reach the terminal) and measured per grapheme (wide graphemes take two
    /// columns, combining marks none). A line break ends the text; a wide grapheme that does not
    /// fit whole is not drawn.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard point.y >= area.minY, point.y < area.maxY else { return 0 }
        var x = point.x
        for grapheme in TextSanitizer.sanitize(text) {
            let width = DisplayWidth.columns(of: grapheme)
            if width == 0 { continue }
            if x + width > area.maxX { break }
            if x >= area.minX {
                set(Cell(grapheme: grapheme, width: UInt8(width), style: style), at: Point(x: x, y: point.y))
            }
            x += width
        }
        return max(0, x - point.x)
    }

    /// Changes the size, keeping the cells and pictures that still fit and blanking the rest.
    public mutating func resize(to newSize: Size) {
        guard newSize != size else { return }
        var resized = ScreenBuffer(size: newSize)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                resized.set(self[x, y], at: Point(x: x, y: y))
            }
        }
        resized.placements = placements.compactMap { placement in
            let visible = placement.visibleArea.intersection(resized.bounds)
            return visible.isEmpty ? nil : PicturePlacement(picture: placement.picture, origin: placement.origin, visibleArea: visible)
        }
        self = resized
    }

    /// The text of row `y`, continuation cells left out and trailing spaces kept — what a
    /// terminal would show on that line, without colours. For tests and debugging.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            line.append(self[x, y].grapheme)
        }
        return line
    }

    /// The text of every row, trailing spaces removed; see `text(ofRow:)`.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = text(ofRow: y)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Makes the cells of `area` unlike any cell a frame can have, so that a renderer comparing
    /// a frame with this buffer writes them all.
    mutating func forget(_ area: Rect) {
        let area = area.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                cells[y * size.width + x] = .unknown
            }
        }
    }

    /// Blanks the other half of a wide grapheme that the cell at `index` belongs to.
    private mutating func breakWideGrapheme(at index: Int, row: Int) {
        let rowStart = row * size.width
        if cells[index].isContinuation, index > rowStart {
            cells[index - 1] = Cell(grapheme: " ", style: cells[index - 1].style)
        } else if cells[index].width == 2, index + 1 < rowStart + size.width {
            cells[index + 1] = Cell(grapheme: " ", style: cells[index + 1].style)
        }
    }
}
