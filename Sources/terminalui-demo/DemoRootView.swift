import TerminalUI

/// Lays the demo out: the title bar on the top row, the lines of text below it, a row of
/// colour swatches, and the status line on the bottom row. Main actor only.
@MainActor
final class DemoRootView: View {
    private let titleBar: View
    private let lines: [View]
    private let statusLine: View
    private let swatches: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan, .indexed(208), .rgb(255, 105, 180)]

    init(titleBar: View, lines: [View], statusLine: View) {
        self.titleBar = titleBar
        self.lines = lines
        self.statusLine = statusLine
        super.init()
        for view in [titleBar] + lines + [statusLine] { addSubview(view) }
    }

    private var swatchRow: Int { 3 + lines.count }

    override func layoutSubviews() {
        let width = bounds.size.width
        titleBar.frame = Rect(x: 0, y: 0, width: width, height: 1)
        for (index, line) in lines.enumerated() {
            line.frame = Rect(x: 1, y: 2 + index, width: max(width - 2, 0), height: 1)
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
