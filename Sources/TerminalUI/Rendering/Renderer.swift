#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns screen buffers into the bytes that make a terminal show them, writing only what
/// changed since the previous frame.
///
/// Each `render(_:)` compares the new buffer with the one rendered before and emits, for the
/// cells that differ: the cheapest cursor move (absolute CUP, relative moves, CR/LF, or
/// writing through a short run of unchanged cells), an SGR sequence only when the style
/// changes (colours converted for `colorMode`), and the graphemes. A frame with no change is
/// 0 bytes; the first frame, one after `invalidate()` or `terminalWasReset()`, one of a new
/// size or after a change of `colorMode` clears the screen and repaints everything that is not
/// blank (kitty graphics erase with `CSI J` from the top-left corner rather than `CSI 2 J`: see
/// `PictureRenderer.eraseDisplayParameter`).
///
/// A grapheme whose width terminals disagree on (`DisplayWidth.isUncertainOnTerminals`: emoji
/// sequences) is drawn over blanks that cover its columns, and the cursor is placed absolutely
/// after it: a terminal that draws it narrower leaves a blank, one that draws it wider cannot
/// push the rest of the line along.
///
/// Pictures drawn in real pixels (the buffer's `placements`) follow the cells, in the mode of
/// `graphics` (see `PictureRenderer`); in those modes a frame is written inside synchronized
/// output (`CSI ? 2026 h` … `l`), so that the terminal shows it whole, never half drawn.
///
/// It assumes it is the only writer to the terminal and that the terminal is in raw mode (LF
/// moves down without returning the carriage, as with `OPOST` off). A value type; keep one
/// per terminal and use it from one thread at a time (the application's main queue).
public struct Renderer: Sendable {
    /// The colours the terminal can show; changing it repaints the next frame.
    public var colorMode: ColorMode {
        didSet { if colorMode != oldValue { invalidate() } }
    }

    /// How the terminal shows pictures; changing it repaints the next frame and forgets the
    /// pictures sent before.
    public var graphics: TerminalGraphics {
        get { pictures.graphics }
        set {
            guard newValue != pictures.graphics else { return }
            pictures.graphics = newValue
            invalidate()
        }
    }

    /// What the terminal shows (as drawn, before colour conversion), or nil when unknown.
    private var screen: ScreenBuffer?
    /// Where the terminal's cursor is, or nil when unknown (e.g. after the last column).
    private var cursor: Point?
    /// The terminal's current rendition (converted), or nil when unknown.
    private var currentStyle: Style?
    /// The width of the frame being rendered.
    private var columns = 0
    /// The last style converted and its conversion, to convert each style once per run.
    private var conversion: (Style, Style) = (.plain, .plain)
    /// What the terminal shows of pictures, and how to change it.
    private var pictures = PictureRenderer()

    /// A renderer whose first frame repaints the whole screen.
    public init(colorMode: ColorMode = .trueColor) {
        self.colorMode = colorMode
    }

    /// Forgets what the terminal shows, so the next frame clears and repaints it (after a
    /// resize, or when something else wrote to the terminal).
    public mutating func invalidate() {
        screen = nil
        cursor = nil
        currentStyle = nil
        conversion = (.plain, .plain)
    }

    /// Forgets what the terminal shows and every picture it keeps, after it was given to
    /// something else for a while (the process was suspended, and restoring the terminal deleted
    /// the pictures): the next frame clears and repaints the screen and sends its pictures again.
    public mutating func terminalWasReset() {
        invalidate()
        pictures.reset()
    }

    /// The bytes that turn the screen from the previous frame into `next`; empty when
    /// nothing changed.
    public mutating func render(_ next: ScreenBuffer) -> [UInt8] {
        var output: [UInt8] = []
        columns = next.size.width
        let previous: ScreenBuffer
        if let screen, screen.size == next.size {
            previous = screen
        } else {
            output += pictures.bytesBeforeClearing()
            pictures.screenCleared()
            output.appendControlSequence("0", final: "m")
            output.appendControlSequence("", final: "H")
            output.appendControlSequence(pictures.eraseDisplayParameter, final: "J")
            currentStyle = .plain
            cursor = .zero
            previous = ScreenBuffer(size: next.size)
        }
        var shown = previous
        for area in pictures.cellsToRepaint(previous: previous, next: next) { shown.forget(area) }
        for y in 0..<next.size.height {
            renderRow(y, of: next, over: shown, into: &output)
        }
        pictures.render(previous: previous, next: next, cursor: &cursor, into: &output)
        screen = next
        if graphics.mode.drawsPixels, !output.isEmpty {
            output = Self.synchronizedOutputStart + output + Self.synchronizedOutputEnd
        }
        return output
    }

    private static let synchronizedOutputStart = Array("\u{1B}[?2026h".utf8)
    private static let synchronizedOutputEnd = Array("\u{1B}[?2026l".utf8)

    // MARK: Rows

    private mutating func renderRow(_ y: Int, of next: ScreenBuffer, over previous: ScreenBuffer, into output: inout [UInt8]) {
        let width = next.size.width
        let rowStart = y * width
        guard !Self.rowIsBitwiseEqual(rowStart..<rowStart + width, next, previous) else { return }
        var x = 0
        while x < width {
            let cell = next.cells[rowStart + x]
            guard cell != previous.cells[rowStart + x] else {
                x += 1
                continue
            }
            // A changed right half is redrawn through its left half.
            let start = cell.isContinuation && x > 0 && next.cells[rowStart + x - 1].width == 2 ? x - 1 : x
            moveCursor(to: Point(x: start, y: y), in: next, into: &output)
            x = start + write(next.cells[rowStart + start], into: &output)
        }
    }

    /// Whether the cells in `range` have the same bytes in both buffers — then they are equal
    /// (a grapheme's string shares its bytes or its storage), and the row needs no cell-by-cell
    /// comparison. Different bytes prove nothing (padding, separate storage of equal text).
    static func rowIsBitwiseEqual(_ range: Range<Int>, _ first: ScreenBuffer, _ second: ScreenBuffer) -> Bool {
        guard !range.isEmpty else { return true }
        return first.cells.withUnsafeBytes { firstBytes in
            second.cells.withUnsafeBytes { secondBytes in
                let stride = MemoryLayout<Cell>.stride
                return memcmp(firstBytes.baseAddress! + range.lowerBound * stride, secondBytes.baseAddress! + range.lowerBound * stride, range.count * stride) == 0
            }
        }
    }

    /// Writes `cell` at the cursor and returns the columns it took.
    @discardableResult
    private mutating func write(_ cell: Cell, into output: inout [UInt8]) -> Int {
        var style = converted(cell.style)
        if cell.pictureID != 0, graphics.isThroughTmux {
            style.foreground = cell.style.foreground  // a kitty placeholder's colour is its picture's id: never converted
        }
        if style != currentStyle {
            output.appendRenditionChange(from: currentStyle, to: style)
            currentStyle = style
        }
        let width = max(Int(cell.width), 1)
        if !cell.isContinuation, let position = cursor, DisplayWidth.isUncertainOnTerminals(cell.grapheme) {
            writeUncertain(cell.grapheme, width: width, at: position, into: &output)
            return width
        }
        output.appendSafeGrapheme(cell.isContinuation ? " " : cell.grapheme)
        if let position = cursor {
            let x = position.x + width
            cursor = x < columns ? Point(x: x, y: position.y) : nil
        }
        return width
    }

    /// Blanks the `width` columns at `position`, writes `grapheme` there, and forgets where the
    /// cursor is, so that the next write places it absolutely — whatever width the terminal gave
    /// the grapheme.
    private mutating func writeUncertain(_ grapheme: Character, width: Int, at position: Point, into output: inout [UInt8]) {
        output += Array(repeating: UInt8(ascii: " "), count: min(width, columns - position.x))
        output.appendCursorPosition(position)
        output.appendSafeGrapheme(grapheme)
        cursor = nil
    }

    private mutating func converted(_ style: Style) -> Style {
        if style != conversion.0 { conversion = (style, style.converted(to: colorMode)) }
        return conversion.1
    }

    // MARK: Cursor

    /// Moves the cursor to `target` the cheapest way.
    private mutating func moveCursor(to target: Point, in next: ScreenBuffer, into output: inout [UInt8]) {
        defer { cursor = target }
        guard let from = cursor else {
            output.appendCursorPosition(target)
            return
        }
        guard from != target else { return }
        let absoluteCost = CursorMove.absoluteCost(to: target)
        let relativeCost = CursorMove.relativeCost(from: from, to: target)
        if from.y == target.y, target.x > from.x,
           let throughCost = writeThroughCost(from: from, to: target, in: next),
           throughCost <= min(absoluteCost, relativeCost) {
            for x in from.x..<target.x where !next[x, target.y].isContinuation {
                write(next[x, target.y], into: &output)
            }
            return
        }
        if relativeCost < absoluteCost {
            CursorMove.appendRelative(from: from, to: target, into: &output)
        } else {
            output.appendCursorPosition(target)
        }
    }

    /// The bytes needed to reach `target` by rewriting the unchanged cells before it, or nil
    /// when that is not possible without changing the rendition or splitting a wide grapheme.
    private mutating func writeThroughCost(from: Point, to target: Point, in next: ScreenBuffer) -> Int? {
        guard target.x - from.x <= CursorMove.longestWriteThrough else { return nil }
        var cost = 0
        for x in from.x..<target.x {
            let cell = next[x, from.y]
            // Writing over a picture's cell would erase it in the modes that draw into cells; a
            // grapheme of uncertain width would leave the cursor where the renderer cannot know.
            guard !cell.isContinuation || x > from.x, cell.pictureID == 0, converted(cell.style) == currentStyle,
                  !DisplayWidth.isUncertainOnTerminals(cell.grapheme)
            else { return nil }
            if cell.width == 2, x + 1 >= target.x { return nil }
            if !cell.isContinuation { cost += cell.grapheme.utf8.count }
        }
        return cost
    }
}
