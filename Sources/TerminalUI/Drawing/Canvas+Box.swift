extension Canvas {
    /// Draws a frame of rounded box-drawing lines (`╭─╮ │ ╰─╯`) along the edges of the local
    /// `rect`, in `style`; the inside is left as it is. A rectangle under 2×2 cells draws nothing.
    public mutating func drawBox(_ rect: Rect, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        for x in rect.minX + 1..<rect.maxX - 1 {
            set(Cell(grapheme: "─", style: style), at: Point(x: x, y: rect.minY))
            set(Cell(grapheme: "─", style: style), at: Point(x: x, y: rect.maxY - 1))
        }
        for y in rect.minY + 1..<rect.maxY - 1 {
            set(Cell(grapheme: "│", style: style), at: Point(x: rect.minX, y: y))
            set(Cell(grapheme: "│", style: style), at: Point(x: rect.maxX - 1, y: y))
        }
        set(Cell(grapheme: "╭", style: style), at: Point(x: rect.minX, y: rect.minY))
        set(Cell(grapheme: "╮", style: style), at: Point(x: rect.maxX - 1, y: rect.minY))
        set(Cell(grapheme: "╰", style: style), at: Point(x: rect.minX, y: rect.maxY - 1))
        set(Cell(grapheme: "╯", style: style), at: Point(x: rect.maxX - 1, y: rect.maxY - 1))
    }
}
