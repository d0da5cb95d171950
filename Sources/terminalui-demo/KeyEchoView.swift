import TerminalUI

/// Lays the key-echo screen out: the lines of text at the top, a row of colour swatches, and
/// the status line on the bottom row. Main actor only.
@MainActor
final class KeyEchoView: View {
    private let lines: [View]
    private let statusLine: View
    private let swatches: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan, .indexed(208), .rgb(255, 105, 180)]

    init(lines: [View], statusLine: View) {
        self.lines = lines
        self.statusLine = statusLine
        super.init()
        for view in lines + [statusLine] { addSubview(view) }
    }

    private var swatchRow: Int { 1 + lines.count }

    override func layoutSubviews() {
        let width = bounds.size.width
        for (index, line) in lines.enumerated() {
            line.frame = Rect(x: 1, y: index, width: max(width - 2, 0), height: 1)
        }
        statusLine.frame = Rect(x: 0, y: max(bounds.size.height - 1, 0), width: width, height: 1)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.write("Colours:", at: Point(x: 1, y: swatchRow))
        for (index, color) in swatches.enumerated() {
            canvas.write("██", at: Point(x: 11 + index * 3, y: swatchRow), style: Style(foreground: color))
        }
    }
}
