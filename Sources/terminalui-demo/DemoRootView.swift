import TerminalUI

/// Lays the demo out: a one-line title bar at the top, the text below it, the status line at
/// the bottom. Main actor only.
@MainActor
final class DemoRootView: View {
    private let title: String
    private let text: View
    private let status: View

    init(title: String, text: View, status: View) {
        self.title = title
        self.text = text
        self.status = status
        super.init()
        addSubview(text)
        addSubview(status)
    }

    override func layoutSubviews() {
        text.frame = Rect(x: 1, y: 2, width: max(bounds.size.width - 2, 0), height: max(bounds.size.height - 4, 0))
        status.frame = Rect(x: 0, y: max(bounds.size.height - 1, 0), width: bounds.size.width, height: 1)
    }

    override func draw(in canvas: inout Canvas) {
        let barStyle = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        canvas.clear(Rect(x: 0, y: 0, width: bounds.size.width, height: 1), style: barStyle)
        canvas.write(title, at: Point(x: max((bounds.size.width - DisplayWidth.columns(of: title)) / 2, 0), y: 0), style: barStyle)
        canvas.write("Colours:", at: Point(x: 1, y: 6))
        let swatches: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan, .indexed(208), .rgb(255, 105, 180)]
        for (index, color) in swatches.enumerated() {
            canvas.write("██", at: Point(x: 11 + index * 3, y: 6), style: Style(foreground: color))
        }
    }
}
