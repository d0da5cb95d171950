import BenchmarkSupport
import TerminalUI

/// The renderer workloads: a full 200×60 frame of varied text and colours, a frame after one
/// cell changed, and a frame with no change (which must write 0 bytes).
enum FrameWorkloads {
    static let size = Size(width: 200, height: 60)

    static func run(options: BenchmarkOptions) -> [WorkloadResult] {
        let screen = busyScreen()
        var changed = screen
        changed.write("#", at: Point(x: 100, y: 30), style: Style(foreground: .brightYellow, background: .rgb(40, 0, 80), attributes: .bold))

        let full = measure(runs: options.runs) {
            var renderer = Renderer(colorMode: .trueColor)
            return renderer.render(screen).count
        }
        let fullPalette = measure(runs: options.runs) {
            var renderer = Renderer(colorMode: .palette256)
            return renderer.render(screen).count
        }
        // Each run renders the other of the two frames, so every run is a one-cell change.
        var renderer = Renderer(colorMode: .trueColor)
        _ = renderer.render(screen)
        var showsChanged = false
        let oneCell = measure(runs: options.runs) {
            showsChanged.toggle()
            return renderer.render(showsChanged ? changed : screen).count
        }
        // A window draws a new buffer for every frame: compare with an equal copy, not the
        // same storage.
        _ = renderer.render(changed)
        var redrawn = changed
        redrawn.set(changed[0, 0], at: .zero)
        let unchanged = measure(runs: options.runs) {
            renderer.render(redrawn).count
        }
        return [
            WorkloadResult(name: "full 200×60 frame (24-bit colour)", timing: full.timing, bytes: full.bytes),
            WorkloadResult(name: "full 200×60 frame (256 colours)", timing: fullPalette.timing, bytes: fullPalette.bytes),
            WorkloadResult(name: "frame after one cell changed", timing: oneCell.timing, bytes: oneCell.bytes),
            WorkloadResult(
                name: "frame with no change", timing: unchanged.timing, bytes: unchanged.bytes,
                failure: unchanged.bytes == 0 ? nil : "a frame with no change wrote \(unchanged.bytes) bytes"
            ),
        ]
    }

    /// A screen like a busy application's: a title bar, rows of a table in alternating
    /// colours with Japanese and accented text, a coloured gradient, a status line.
    private static func busyScreen() -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let bar = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        buffer.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: Cell(grapheme: " ", style: bar))
        buffer.write("Image Search — 10,000 results", at: Point(x: 2, y: 0), style: bar)
        let words = ["mountain", "lake", "京都の寺", "café", "naïve", "sunset", "東京タワー", "forest", "über", "river"]
        for row in 1..<(size.height - 1) {
            let background: Color = row % 2 == 0 ? .rgb(30, 30, 40) : .default
            var x = 0
            var index = row
            while x < size.width - 12 {
                let word = words[index % words.count]
                let style = Style(
                    foreground: .rgb(UInt8(index * 37 % 256), UInt8(index * 91 % 256), UInt8(200 - index * 13 % 120)),
                    background: background,
                    attributes: index % 7 == 0 ? .underline : []
                )
                x += buffer.write(word + " ", at: Point(x: x, y: row), style: style)
                index += 3
            }
            for column in x..<size.width {
                buffer.set(Cell(grapheme: " ", style: Style(background: .rgb(UInt8(column), UInt8(row * 4), 128))), at: Point(x: column, y: row))
            }
        }
        let status = Style(foreground: .black, background: .white)
        buffer.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), with: Cell(grapheme: " ", style: status))
        buffer.write("↑/↓ move  Enter open  q quit", at: Point(x: 1, y: size.height - 1), style: status)
        return buffer
    }
}
