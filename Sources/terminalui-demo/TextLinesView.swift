import TerminalUI

/// Draws lines of text, one per row, each in its own style, cut at the view's width. Main actor
/// only.
@MainActor
final class TextLinesView: View {
    /// The lines and their styles.
    var lines: [(String, Style)] = [] {
        didSet { setNeedsDisplay() }
    }

    override func draw(in canvas: inout Canvas) {
        for (row, (text, style)) in lines.enumerated() {
            canvas.clear(Rect(x: 0, y: row, width: bounds.size.width, height: 1), style: style)
            canvas.write(text, at: Point(x: 0, y: row), style: style)
        }
    }
}
