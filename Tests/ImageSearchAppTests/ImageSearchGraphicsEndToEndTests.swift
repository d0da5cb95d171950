import Foundation
import ImageCodec
import Testing
import TestSupport

/// Drives the built `imagesearch` in real terminals under Xvfb — kitty (kitty graphics),
/// `xterm -ti vt340` (sixel), plain xterm, both inside tmux — and checks what the screen shows
/// by comparing screenshots with the pictures the stub server sent (``FineDetailGallery``): real
/// pixels where the terminal can show them, half blocks elsewhere, and no picture left behind;
/// the same pictures after every kind of repaint (Ctrl-L, a resize, Ctrl-Z and `fg`, a dialog
/// over them); and, on xterm's default black on white — told or, inside tmux, not — a dialog's
/// frame, the selected row and the key hints in pixels that differ from the background.
///
/// Figures are mean absolute errors per channel (0–255, see ``PictureMatch``) on fine-detail
/// pictures (see ``realPixelBound(_:)`` for those measured).
/// `.ci/run` installs the packages and builds the app (`swift build --build-tests`) first.
@Suite(
    "imagesearch's pictures in real terminals (Xvfb)", .serialized, .sharedDisplay,
    .realTerminal(needs: VirtualDisplay.requiredPrograms.merging(["xterm": "xterm", "kitty": "kitty", "tmux": "tmux"]) { $1 })
)
struct ImageSearchGraphicsEndToEndTests {
    /// The largest error that counts as the picture's own pixels, per terminal. Measured: 0.0
    /// in kitty (the same resampling as the test's, sent without loss); in xterm's sixel 7.0
    /// for the previews and 10.2 for the detail picture (256 colours for thousands). Half
    /// blocks measured 60–64, and nothing drawn 123.
    static func realPixelBound(_ emulator: TerminalEmulator) -> Double {
        emulator == .kitty ? 3 : 20
    }

    /// The smallest error of anything else — half blocks, another picture, text: far above
    /// what real pixels score and below half blocks' best.
    static let notThePictureFloor = 40.0

    /// The smallest deviation from the background of an area that must be seen: a reversed
    /// row, a key hint (measured on xterm's black on white: 120 and more).
    static let visibleFloor = 60.0

    /// The largest deviation from the background colour of an area with nothing drawn in it.
    static let plainBound = 1.0

    /// The smallest deviation from the background colour of an area a picture is drawn in.
    static let drawnFloor = 20.0

    /// The previews of the first three rows of the list: 12×4 cells each, from the third line.
    static func previews(cellSize: ImageSize) -> [ExpectedPicture] {
        (0..<3).map { ExpectedPicture(FineDetailGallery.preview, column: 0, row: 2 + 4 * $0, columns: 12, rows: 4, cellSize: cellSize) }
    }

    /// The detail screen's picture, on the full width between the title line and the six lines
    /// of texts, gaps and key hints at the bottom of a 120×40 terminal.
    static func detailPicture(cellSize: ImageSize) -> ExpectedPicture {
        ExpectedPicture(FineDetailGallery.webformat, column: 0, row: 1, columns: 120, rows: 33, cellSize: cellSize)
    }

    @Test(
        "shows the list's previews and the detail screen's picture in real pixels, and leaves no picture behind after Esc and q",
        arguments: [(TerminalEmulator.kitty, "kitty graphics"), (.xtermVT340, "sixel")])
    func realPixels(emulator: TerminalEmulator, mode: String) async throws {
        let gallery = try FineDetailGallery()
        let run = try await start(emulator, gallery: gallery)
        defer { run.close() }
        let window = run.window
        let graphics = try #require(try await run.loggedGraphics(mode: mode), "the log says how pictures are drawn")
        #expect(graphics.mode == mode, "\(graphics)")
        #expect(graphics.cellSize == window.cellSize, "the cell size measured is the window's: \(graphics)")
        let cellSize = try #require(graphics.cellSize)
        let bound = Self.realPixelBound(emulator)
        let previews = Self.previews(cellSize: cellSize)
        let detail = Self.detailPicture(cellSize: cellSize)

        try await expect(previews, in: window, "the previews", toMatchWithin: bound)
        try window.press("Return")
        try await expect([detail], in: window, "the detail picture", toMatchWithin: bound)

        try window.press("Escape")
        let list = try await expect(previews, in: window, "the previews after Esc", toMatchWithin: bound)
        let left = detail.match(in: list, of: window)
        #expect(left.error >= Self.notThePictureFloor, "the detail picture is gone from the list: \(left); \(saved(list, "after-escape"))")

        try window.press("q")
        #expect(try await run.exitStatus() == 0, "imagesearch ended after q")
        let after = try window.screenshot()
        let background = PictureMatch.commonestColor(in: after)
        for (name, picture) in [("first preview", previews[0]), ("detail picture", detail)] {
            let origin = picture.origin(in: window)
            let deviation = PictureMatch.deviation(
                in: after, x: origin.x, y: origin.y, width: picture.pixels.width, height: picture.pixels.height, from: background)
            #expect(deviation <= Self.plainBound, "nothing is left where the \(name) was after q: \(deviation); \(saved(after, "after-quit"))")
        }
    }

    @Test(
        "shows the same pictures after Ctrl-L, a resize, Ctrl-Z and fg, and beside the filter panel and the key help; the detail's picture after Ctrl-L",
        arguments: [(TerminalEmulator.kitty, "kitty graphics"), (.xtermVT340, "sixel")])
    func repaints(emulator: TerminalEmulator, mode: String) async throws {
        let gallery = try FineDetailGallery()
        let run = try await start(emulator, gallery: gallery, asShellJob: true)
        defer { run.close() }
        let window = run.window
        let graphics = try #require(try await run.loggedGraphics(mode: mode), "the log says how pictures are drawn")
        let cellSize = try #require(graphics.cellSize)
        let bound = Self.realPixelBound(emulator)
        let previews = Self.previews(cellSize: cellSize)
        try await expect(previews, in: window, "the previews", toMatchWithin: bound)

        try window.press("ctrl+l")
        try await expect(previews, in: window, "the previews after Ctrl-L", toMatchWithin: bound)
        try window.resize(columns: window.columns + 10, rows: window.rows + 4)
        try await expect(previews, in: window, "the previews after a resize to a larger window", toMatchWithin: bound)
        try window.resize(columns: window.columns, rows: window.rows)
        try await expect(previews, in: window, "the previews after a resize back", toMatchWithin: bound)

        try window.press("ctrl+z")
        #expect(try await run.waitUntilStopped(), "Ctrl-Z stops the app")
        try await expectGone(previews[0], in: window, "the previews while the app is stopped (Ctrl-Z)")
        try window.type("fg\n")
        try await expect(previews, in: window, "the previews after fg", toMatchWithin: bound)

        // A dialog's rows are blank across the screen: the first preview stays above it.
        for key in ["f", "question"] {
            try window.press(key)
            try await expect([previews[0]], in: window, "the first preview beside the dialog of \(key)", toMatchWithin: bound)
            try window.press("Escape")
            try await expect(previews, in: window, "the previews after the dialog of \(key)", toMatchWithin: bound)
        }

        let detail = Self.detailPicture(cellSize: cellSize)
        try window.press("Return")
        try await expect([detail], in: window, "the detail picture", toMatchWithin: bound)
        try window.press("ctrl+l")
        try await expect([detail], in: window, "the detail picture after Ctrl-L", toMatchWithin: bound)
        try window.press("Escape")
        try await expect(previews, in: window, "the previews after the detail", toMatchWithin: bound)
    }

    @Test(
        "on xterm's default black on white, told or not (tmux does not say it): a dialog's frame, the selected row and the key hints show",
        arguments: [(false, "terminal background=#ffffff, light"), (true, "terminal background=not told, any-background palette")])
    func lightBackground(insideTmux: Bool, loggedPalette: String) async throws {
        let gallery = try FineDetailGallery()
        let run = try await start(.xterm, gallery: gallery, insideTmux: insideTmux)
        defer { run.close() }
        let window = run.window
        #expect(try await run.loggedLine(containing: loggedPalette) != nil, "the log says the background and the palette")
        let cell = window.cellSize
        // The selected first row, reversed: its tags and size, from column 13 to the scroll bar.
        let selected = window.pixelOrigin(column: 13, row: 2)
        // The app's last line; inside tmux, tmux's status line is below it.
        let status = window.pixelOrigin(column: 0, row: window.rows - (insideTmux ? 2 : 1))
        var deviations: (row: Double, key: Double)?
        let listShown = try await poll(every: .milliseconds(250), within: .seconds(30)) { () -> (Image, [UInt8])? in
            let screenshot = try window.screenshot()
            let background = PictureMatch.commonestColor(in: screenshot)
            let row = PictureMatch.deviation(in: screenshot, x: selected.x, y: selected.y, width: 100 * cell.width, height: 4 * cell.height, from: background)
            let key = PictureMatch.deviation(in: screenshot, x: status.x, y: status.y, width: cell.width, height: cell.height, from: background)
            deviations = (row, key)
            return row >= Self.visibleFloor && key >= Self.visibleFloor ? (screenshot, background) : nil
        }
        let (screenshot, background) = try #require(
            listShown, "the selected row and the first key hint differ from the background (deviations \(String(describing: deviations)))")
        #expect(background.allSatisfy { $0 >= 200 }, "xterm's default background is light: \(background)")

        try window.press("f")
        var last: (screenshot: Image, frame: HorizontalLines)?
        let shown = try await poll(every: .milliseconds(250), within: .seconds(30)) { () -> Bool? in
            let panel = try window.screenshot()
            let lines = HorizontalLines(in: panel, background: background, minimumLength: 40 * cell.width)
            last = (panel, lines)
            return lines.lines.count >= 2 ? true : nil
        }
        if shown != true, let (panel, frame) = last {
            Issue.record(
                "the filter panel's frame: its top and bottom edges differ from the background (lines found: \(frame.lines.map { "\($0.y): \($0.x)" })); \(saved(panel, insideTmux ? "light-tmux-filter-panel" : "light-filter-panel")), the list before: \(saved(screenshot, insideTmux ? "light-tmux-list" : "light-list"))")
        }
    }

    @Test(
        "draws half blocks when told to, in a terminal without graphics, and inside tmux (passthrough off)",
        arguments: [
            (TerminalEmulator.xtermVT340, ["--graphics", "blocks"], false), (.xterm, [], false), (.xtermVT340, [], true), (.kitty, [], true),
        ])
    func halfBlocks(emulator: TerminalEmulator, arguments: [String], insideTmux: Bool) async throws {
        let gallery = try FineDetailGallery()
        let run = try await start(emulator, gallery: gallery, arguments: arguments, insideTmux: insideTmux)
        defer { run.close() }
        let graphics = try #require(try await run.loggedGraphics(), "the log says how pictures are drawn")
        #expect(graphics.mode == "half blocks", "\(graphics)")
        let window = run.window
        let preview = Self.previews(cellSize: window.cellSize)[0]
        let origin = window.pixelOrigin(column: preview.column, row: preview.row)
        // Wait until the preview is drawn: its area no longer plain and the same in two screenshots.
        var last: Double?
        let drawn = try await poll(every: .milliseconds(250), within: .seconds(30)) { () -> (Image, Double)? in
            let screenshot = try window.screenshot()
            let deviation = PictureMatch.deviation(
                in: screenshot, x: origin.x, y: origin.y, width: 12 * window.cellSize.width, height: 4 * window.cellSize.height,
                from: PictureMatch.commonestColor(in: screenshot))
            defer { last = deviation }
            return deviation >= Self.drawnFloor && deviation == last ? (screenshot, deviation) : nil
        }
        let (screenshot, _) = try #require(drawn, "a preview is drawn (last deviation from the background: \(last ?? 0))")
        let match = preview.match(in: screenshot, of: window)
        #expect(match.error >= Self.notThePictureFloor, "half blocks, not real pixels: \(match); \(saved(screenshot, "half-blocks-\(emulator.rawValue)"))")
    }

    // MARK: Support

    /// Starts `imagesearch` in `emulator`; skips the test (fails it in CI) when the terminal
    /// cannot be started here at all (no window, the terminal gone: a missing OpenGL, say).
    private func start(
        _ emulator: TerminalEmulator, gallery: FineDetailGallery, arguments: [String] = [], insideTmux: Bool = false, asShellJob: Bool = false
    ) async throws -> ImageSearchWindow {
        let display = try SharedDisplay.required()
        do {
            return try await ImageSearchWindow(
                emulator, gallery: gallery, arguments: arguments, insideTmux: insideTmux, asShellJob: asShellJob, on: display)
        } catch let failure as TerminalWindow.Failure {
            try terminalUnavailable("\(emulator) cannot be started under Xvfb here: \(failure)")
        }
    }

    /// Waits (at most 30 s) until a screenshot of `window` shows every one of `pictures` in its
    /// place within `bound`, and expects that it did; returns the last screenshot.
    @discardableResult
    private func expect(
        _ pictures: [ExpectedPicture], in window: TerminalWindow, _ what: String, toMatchWithin bound: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Image {
        var last: (screenshot: Image, matches: [PictureMatch])?
        _ = try await poll(every: .milliseconds(250), within: .seconds(30)) { () -> Bool? in
            let screenshot = try window.screenshot()
            let matches = pictures.map { $0.match(in: screenshot, of: window) }
            last = (screenshot, matches)
            return zip(pictures, matches).allSatisfy { $0.isShown(by: $1, in: window, within: bound) } ? true : nil
        }
        let (screenshot, matches) = try #require(last)
        #expect(
            zip(pictures, matches).allSatisfy { $0.isShown(by: $1, in: window, within: bound) },
            "\(what) in real pixels in \(window.emulator) at \(pictures.map { $0.origin(in: window) }) (bound \(bound)): \(matches); \(saved(screenshot, what))",
            sourceLocation: sourceLocation)
        return screenshot
    }

    /// Waits (at most 30 s) until a screenshot of `window` no longer shows `picture`, and
    /// expects that it did.
    private func expectGone(
        _ picture: ExpectedPicture, in window: TerminalWindow, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var last: (screenshot: Image, match: PictureMatch)?
        let gone = try await poll(every: .milliseconds(250), within: .seconds(30)) { () -> Bool? in
            let screenshot = try window.screenshot()
            let match = picture.match(in: screenshot, of: window)
            last = (screenshot, match)
            return match.error >= Self.notThePictureFloor ? true : nil
        }
        let detail = last.map { "\($0.match); \(saved($0.screenshot, what))" } ?? "no screenshot"
        #expect(gone == true, "\(what): no picture: \(detail)", sourceLocation: sourceLocation)
    }

    /// Saves `screenshot` for a failure's message and says where.
    private func saved(_ screenshot: Image, _ name: String) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("imagesearch-graphics-\(name.replacingOccurrences(of: " ", with: "-"))-\(UUID().uuidString.prefix(8)).png").path
        guard let png = try? PNGEncoder().encode(screenshot), FileManager.default.createFile(atPath: path, contents: png) else {
            return "screenshot not saved"
        }
        return "screenshot \(path)"
    }
}
