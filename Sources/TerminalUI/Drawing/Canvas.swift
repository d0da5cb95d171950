/// The drawing surface a view gets in `View.draw(in:)`: the screen buffer seen through the
/// view's frame. Coordinates are local to the view (0, 0 is its top-left cell) and everything
/// is clipped to the part of the view that is visible.
///
/// Only valid during the drawing pass it was given to; main actor only, like views.
public struct Canvas {
    /// The buffer being drawn.
    public internal(set) var buffer: ScreenBuffer
    /// Where the view's local (0, 0) lies in the buffer.
    public private(set) var origin: Point
    /// The visible part of the view, in buffer coordinates.
    public private(set) var clip: Rect
    /// The size of the view being drawn.
    public private(set) var size: Size

    /// A canvas covering all of `buffer`.
    public init(buffer: ScreenBuffer) {
        self.buffer = buffer
        self.origin = .zero
        self.clip = buffer.bounds
        self.size = buffer.size
    }

    /// The view's own rectangle in local coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Writes `text` at the local `point` in `style` and returns the columns written; sanitised
    /// and measured as in `ScreenBuffer.write(_:at:style:clip:)`. `maxWidth` limits the columns.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        var area = clip
        if let maxWidth {
            area = area.intersection(Rect(origin: point.offset(by: origin), size: Size(width: maxWidth, height: 1)))
        }
        return buffer.write(text, at: point.offset(by: origin), style: style, clip: area)
    }

    /// Puts `cell` at the local `point` if visible.
    public mutating func set(_ cell: Cell, at point: Point) {
        let target = point.offset(by: origin)
        guard clip.contains(target) else { return }
        buffer.set(cell, at: target)
    }

    /// Shows `picture` in real pixels with its top-left cell at the local `point`, clipped like
    /// everything else; what is drawn over its cells afterwards hides that part of it.
    /// `asUnicodePlaceholders` draws kitty's placeholder cells instead (see
    /// `ScreenBuffer.place`).
    public mutating func draw(_ picture: TerminalPicture, at point: Point, asUnicodePlaceholders: Bool = false) {
        buffer.place(picture, at: point.offset(by: origin), clip: clip, asUnicodePlaceholders: asUnicodePlaceholders)
    }

    /// Fills the local `rect` (the whole view when nil) with `cell`.
    public mutating func fill(_ rect: Rect? = nil, with cell: Cell) {
        buffer.fill((rect ?? bounds).offset(by: origin).intersection(clip), with: cell)
    }

    /// Fills the local `rect` (the whole view when nil) with blanks in `style`.
    public mutating func clear(_ rect: Rect? = nil, style: Style = .plain) {
        fill(rect, with: Cell(grapheme: " ", style: style))
    }

    /// Runs `body` with the canvas narrowed to the local `frame` (a child's frame): inside,
    /// coordinates are relative to `frame` and drawing is clipped to it and to this canvas.
    public mutating func withRegion(_ frame: Rect, _ body: (inout Canvas) -> Void) {
        let saved = (origin, clip, size)
        let absolute = frame.offset(by: origin)
        origin = absolute.origin
        clip = clip.intersection(absolute)
        size = frame.size
        body(&self)
        (origin, clip, size) = saved
    }
}
