extension Canvas {
    /// Changes the style of every visible cell in the local `rect` (the whole view when nil) with
    /// `transform`, keeping the graphemes — how a table marks its selected row over whatever
    /// the cell drew. A wide grapheme's right half takes the style of its left half.
    public mutating func restyle(_ rect: Rect? = nil, _ transform: (inout Style) -> Void) {
        let area = (rect ?? bounds).offset(by: origin).intersection(clip)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !buffer[x, y].isContinuation {
                var cell = buffer[x, y]
                transform(&cell.style)
                buffer.set(cell, at: Point(x: x, y: y))
            }
        }
    }
}
