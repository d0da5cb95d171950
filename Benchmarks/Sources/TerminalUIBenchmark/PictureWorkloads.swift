// The picture workloads of the TerminalUI benchmark (issue 17): how long a full-screen
// picture takes to be resampled to its cells' pixels and encoded for each graphics mode, and,
// for a list screen of previews like Image Search's, the bytes and CPU time of the first frame
// and of scrolling by one row in each mode, against half blocks measured in the same run.
import BenchmarkSupport
import Foundation
import ImageCodec
import TerminalUI

@MainActor
enum PictureWorkloads {
    /// The terminal of the workloads: 120×40 cells of 9×20 pixels (kitty's default font).
    static let screenSize = Size(width: 120, height: 40)
    static let cellPixelSize = ImageSize(width: 9, height: 20)
    /// The most a full-screen picture may take to encode (issue 17).
    static let encodingTargetMilliseconds = 30.0

    /// Runs the workloads, prints their figures and returns what failed.
    static func run(options: BenchmarkOptions) -> [String] {
        var failures = encodingWorkloads(options: options)
        failures += listWorkloads(options: options)
        return failures
    }

    // MARK: A full-screen picture

    private static func encodingWorkloads(options: BenchmarkOptions) -> [String] {
        let runs = max(3, options.runs / 20)
        let picture = thumbnailSourceImage(width: 1280, height: 853)
        print("\nA full-screen detail picture: 1280×853 RGB in \(screenSize.width)×\(screenSize.height) cells of \(cellPixelSize) pixels, median of \(runs) runs")
        print("step".padding(toLength: 46, withPad: " ", startingAt: 0) + "   CPU ms    wall ms     bytes")
        let resampling = measure(runs: runs) {
            _ = window(for: .kitty, showing: picture).renderFrame()
            return 0
        }
        print(line("resampling to the cells' pixels (any mode)", resampling.timing, nil))
        var failures: [String] = []
        for mode in [GraphicsMode.sixel, .kitty, .iterm] {
            let frame = window(for: mode, showing: picture).renderFrame()
            let encoding = measure(runs: runs) {
                var renderer = Renderer()
                renderer.graphics = TerminalGraphics(mode: mode, cellPixelSize: cellPixelSize)
                return renderer.render(frame).count
            }
            let milliseconds = encoding.timing.cpuMicroseconds / 1000
            var verdict = ""
            if mode != .iterm {
                let met = milliseconds <= encodingTargetMilliseconds
                verdict = "  target ≤ \(Int(encodingTargetMilliseconds)) ms: " + (met ? "met" : "NOT met")
                if !met, !options.quick { failures.append("\(mode) encoding took \(milliseconds) ms") }
            }
            print(line("encoding as \(mode)", encoding.timing, encoding.bytes) + verdict)
        }
        return failures
    }

    /// A window of the workloads' screen in `mode` with one image view filling it.
    private static func window(for mode: GraphicsMode, showing image: Image) -> Window {
        let window = Window(size: screenSize)
        window.graphics = TerminalGraphics(mode: mode, cellPixelSize: cellPixelSize)
        let view = ImageView(image: image)
        window.addSubview(view)
        view.frame = window.bounds
        return window
    }

    // MARK: A list of previews

    private static func listWorkloads(options: BenchmarkOptions) -> [String] {
        let runs = max(3, options.runs / 10)
        print("\nA list screen: rows of 4 lines with a 12×4-cell preview of a 150×99 picture each, median of \(runs) runs")
        print("mode".padding(toLength: 10, withPad: " ", startingAt: 0)
            + "first frame: CPU ms  × half blocks     bytes   one row down: bytes  CPU ms   one row back up: bytes  CPU ms")
        var failures: [String] = []
        var halfBlocksMilliseconds = 0.0
        for mode in [GraphicsMode.blocks, .kitty, .sixel, .iterm] {
            let first = measure(runs: runs) { PreviewList(mode: mode).frame().count }
            let list = PreviewList(mode: mode)
            _ = list.frame()
            list.scroll(by: 1)
            _ = list.frame()
            list.scroll(by: -1)
            _ = list.frame()
            var down = (timings: [Timing](), bytes: 0)
            var up = (timings: [Timing](), bytes: 0)
            for _ in 0..<runs {
                var bytes: [UInt8] = []
                list.scroll(by: 1)
                down.timings.append(Timing.measure { bytes = list.frame() })
                down.bytes = max(down.bytes, bytes.count)
                list.scroll(by: -1)
                up.timings.append(Timing.measure { bytes = list.frame() })
                up.bytes = max(up.bytes, bytes.count)
                if mode == .kitty, String(decoding: bytes, as: UTF8.self).contains("a=t,") {
                    failures.append("scrolling back by one row in kitty mode sent a picture again")
                }
            }
            let milliseconds = first.timing.cpuMicroseconds / 1000
            if mode == .blocks { halfBlocksMilliseconds = milliseconds }
            print(mode.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%19.2f  %13.1f  %8d   %19d  %6.2f   %22d  %6.2f",
                         milliseconds, milliseconds / max(halfBlocksMilliseconds, 0.001), first.bytes,
                         down.bytes, Timing.median(of: down.timings).cpuMicroseconds / 1000,
                         up.bytes, Timing.median(of: up.timings).cpuMicroseconds / 1000))
        }
        return failures
    }

    // MARK: Support

    private static func line(_ name: String, _ timing: Timing, _ bytes: Int?) -> String {
        name.padding(toLength: 46, withPad: " ", startingAt: 0)
            + String(format: "%9.2f  %9.2f", timing.cpuMicroseconds / 1000, timing.wallMicroseconds / 1000)
            + (bytes.map { String(format: "  %8d", $0) } ?? "")
    }
}

/// Image Search's list, reduced to what drawing costs: a table filling the screen, rows of four
/// lines with a 12×4-cell preview and two lines of text, drawn through a renderer in one mode.
@MainActor
private final class PreviewList: TableViewDataSource {
    private static let previews = (0..<60).map { index in thumbnailSourceImage(width: 150 + index % 3, height: 99) }

    let window: Window
    private let table = TableView()
    private var renderer = Renderer()

    init(mode: GraphicsMode) {
        let graphics = TerminalGraphics(mode: mode, cellPixelSize: PictureWorkloads.cellPixelSize)
        window = Window(size: PictureWorkloads.screenSize)
        window.graphics = graphics
        renderer.graphics = graphics
        table.rowHeight = 4
        table.register(TableViewCell.self, forReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
        table.frame = window.bounds
        table.reloadData()
    }

    /// The bytes of the next frame.
    func frame() -> [UInt8] {
        renderer.render(window.renderFrame())
    }

    /// Scrolls the list by `rows` rows (1 down, -1 up) from its first screen, by selecting the
    /// row just past the edge.
    func scroll(by rows: Int) {
        let visible = table.frame.height / table.rowHeight
        table.selectRow(rows > 0 ? visible - 1 + rows : 0)
    }

    func numberOfRows(in tableView: TableView) -> Int { Self.previews.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: row)
        cell.imageWidth = 12
        cell.text = "mountain, lake, reflection, sunset \(row)"
        cell.detailText = "1280 x 853"
        cell.imageView.image = Self.previews[row]
        return cell
    }
}
