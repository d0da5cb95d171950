import ImageCodec
import Testing
@testable import TerminalUI

/// What a terminal shows of pictures drawn in real pixels, decoded back from the bytes
/// TerminalUI writes (see `PixelTerminal`), in each mode that draws pixels.
@Suite("Pictures in real pixels")
@MainActor
struct PictureRenderingTests {
    nonisolated static let pixelModes: [GraphicsMode] = [.kitty, .sixel, .iterm]
    nonisolated static let cell = PictureScreen.cellPixelSize

    /// The largest channel error a mode may show on a picture of up to 256 colours: none, but 1
    /// for sixel, whose colour registers hold whole percentages.
    nonisolated static func tolerance(_ mode: GraphicsMode) -> Int {
        mode == .sixel ? 1 : 0
    }

    /// A screen of 20×8 cells with an image view over `frame` showing `image`.
    static func screen(_ mode: GraphicsMode, image: Image?, frame: Rect = Rect(x: 0, y: 0, width: 10, height: 4)) -> (PictureScreen, ImageView) {
        let screen = PictureScreen(size: Size(width: 20, height: 8), mode: mode)
        let imageView = ImageView(image: image)
        screen.add(imageView, frame: frame)
        return (screen, imageView)
    }

    @Suite("the pixels shown")
    @MainActor
    struct Pixels {
        @Test("an image the size of its cells is shown pixel for pixel (sixel: colours to the percent)", arguments: PictureRenderingTests.pixelModes)
        func exactImage(mode: GraphicsMode) {
            // 80×40 pixels in a 10×4-cell view of 8×16-pixel cells: 10×3 cells, 4 blank rows above.
            let image = TestPictures.squares(width: 80, height: 40)
            let (screen, _) = PictureRenderingTests.screen(mode, image: image)
            screen.frame()
            #expect(screen.terminal.problems.isEmpty)
            let shown = screen.terminal.picturePixels(in: Rect(x: 0, y: 0, width: 10, height: 3))
            #expect(ImageDifference.largestChannelError(shown, from: TestPictures.framed(image, left: 0, top: 4, width: 80, height: 48)).map { $0 <= PictureRenderingTests.tolerance(mode) } == true)
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 0, width: 10, height: 3)))
        }

        @Test("an image is resampled to the exact pixels of its cells, aspect ratio kept", arguments: [GraphicsMode.kitty, .iterm])
        func resampledImage(mode: GraphicsMode) {
            // 64×32 grows to 80×40 in the 80×64 pixels of a 10×4-cell view.
            let image = TestPictures.squares(width: 64, height: 32, squareSize: 4)
            let (screen, _) = PictureRenderingTests.screen(mode, image: image)
            screen.frame()
            let shown = screen.terminal.picturePixels(in: Rect(x: 0, y: 0, width: 10, height: 3))
            let expected = TestPictures.framed(image.resized(to: ImageSize(width: 80, height: 40)), left: 0, top: 4, width: 80, height: 48)
            #expect(ImageDifference.largestChannelError(shown, from: expected) == 0)
        }

        @Test("a photo shown as sixel stays close to the photo")
        func sixelPhoto() {
            let photo = PhotoLikePicture.make(width: 160, height: 128)
            let (screen, _) = PictureRenderingTests.screen(.sixel, image: photo, frame: Rect(x: 0, y: 0, width: 20, height: 8))
            screen.frame()
            let shown = screen.terminal.picturePixels(in: Rect(x: 0, y: 0, width: 20, height: 8))
            let error = ImageDifference.meanAbsoluteError(shown, from: TestPictures.framed(photo, left: 0, top: 0, width: 160, height: 128))
            #expect(error.map { $0 <= 4 } == true, "mean absolute error \(String(describing: error))")
        }

        @Test("a smaller image is centred in its view, to the pixel")
        func centred() {
            // 40×20 pixels (5×1.25 cells) in a 10×4-cell view that does not enlarge: 5×2 cells at (2, 1).
            let image = TestPictures.squares(width: 40, height: 20)
            let (screen, imageView) = PictureRenderingTests.screen(.kitty, image: image)
            imageView.allowsUpscaling = false
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 2, y: 1, width: 5, height: 2)))
            let shown = screen.terminal.picturePixels(in: Rect(x: 2, y: 1, width: 5, height: 2))
            #expect(ImageDifference.largestChannelError(shown, from: TestPictures.framed(image, left: 0, top: 6, width: 40, height: 32)) == 0)
        }
    }

    @Suite("nothing left behind, nothing hidden")
    @MainActor
    struct Integrity {
        @Test("a picture that goes away leaves nothing", arguments: PictureRenderingTests.pixelModes)
        func removed(mode: GraphicsMode) {
            let (screen, imageView) = PictureRenderingTests.screen(mode, image: TestPictures.squares(width: 80, height: 64))
            screen.frame()
            imageView.image = nil
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures.isEmpty)
            #expect(screen.terminal.problems.isEmpty)
        }

        @Test("text drawn over a picture hides that part only, and the picture comes back whole", arguments: PictureRenderingTests.pixelModes)
        func textOver(mode: GraphicsMode) {
            let image = TestPictures.squares(width: 160, height: 128)
            let (screen, _) = PictureRenderingTests.screen(mode, image: image, frame: Rect(x: 0, y: 0, width: 20, height: 8))
            screen.frame()
            let alert = Label("ALERT", style: Style(attributes: .bold))
            alert.backgroundStyle = .plain
            screen.add(alert, frame: Rect(x: 6, y: 3, width: 8, height: 2))
            screen.frame()
            let whole = PictureScreen.cells(of: Rect(x: 0, y: 0, width: 20, height: 8))
            #expect(screen.terminal.cellsShowingPictures == whole.subtracting(PictureScreen.cells(of: alert.frame)))
            #expect(screen.terminal.text.screen.text(ofRow: 3).contains("ALERT"))

            alert.removeFromSuperview()
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures == whole)
            let shown = screen.terminal.picturePixels(in: Rect(x: 0, y: 0, width: 20, height: 8))
            #expect(ImageDifference.largestChannelError(shown, from: TestPictures.framed(image, left: 0, top: 0, width: 160, height: 128)).map { $0 <= PictureRenderingTests.tolerance(mode) } == true)
            #expect(screen.terminal.problems.isEmpty)
        }

        @Test("a moved picture shows only where it is now", arguments: PictureRenderingTests.pixelModes)
        func moved(mode: GraphicsMode) {
            let image = TestPictures.squares(width: 80, height: 64)
            let (screen, imageView) = PictureRenderingTests.screen(mode, image: image)
            screen.frame()
            imageView.frame.origin = Point(x: 3, y: 2)
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 3, y: 2, width: 10, height: 4)))
            let shown = screen.terminal.picturePixels(in: Rect(x: 3, y: 2, width: 10, height: 4))
            #expect(ImageDifference.largestChannelError(shown, from: TestPictures.framed(image, left: 0, top: 0, width: 80, height: 64)).map { $0 <= PictureRenderingTests.tolerance(mode) } == true)
        }

        @Test("a picture clipped by its view's superview shows only its visible part", arguments: PictureRenderingTests.pixelModes)
        func clipped(mode: GraphicsMode) {
            let screen = PictureScreen(size: Size(width: 20, height: 8), mode: mode)
            let clip = View()
            screen.add(clip, frame: Rect(x: 0, y: 0, width: 20, height: 3))
            let imageView = ImageView(image: TestPictures.squares(width: 80, height: 64))
            clip.addSubview(imageView)
            imageView.frame = Rect(x: 0, y: 1, width: 10, height: 4)
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 1, width: 10, height: 2)))
        }

        @Test("a resize repaints and shows the pictures again", arguments: PictureRenderingTests.pixelModes)
        func resize(mode: GraphicsMode) {
            let (screen, _) = PictureRenderingTests.screen(mode, image: TestPictures.squares(width: 80, height: 64))
            screen.frame()
            screen.window.send(.resize(Size(width: 24, height: 10)))
            screen.terminal.resize(to: Size(width: 24, height: 10))
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 0, width: 10, height: 4)))
        }
    }

    @Suite("what is written")
    @MainActor
    struct Output {
        @Test("a frame with no change writes nothing", arguments: PictureRenderingTests.pixelModes)
        func unchanged(mode: GraphicsMode) {
            let (screen, _) = PictureRenderingTests.screen(mode, image: TestPictures.squares(width: 80, height: 64))
            #expect(!screen.frame().isEmpty)
            #expect(screen.frame().isEmpty)
        }

        @Test("every frame is drawn inside synchronized output; half blocks write as before", arguments: PictureRenderingTests.pixelModes)
        func synchronized(mode: GraphicsMode) {
            let (screen, imageView) = PictureRenderingTests.screen(mode, image: TestPictures.squares(width: 80, height: 64))
            let first = screen.frame()
            imageView.image = nil
            let second = screen.frame()
            for bytes in [first, second] {
                #expect(bytes.starts(with: Array("\u{1B}[?2026h".utf8)))
                #expect(Array(bytes.suffix(8)) == Array("\u{1B}[?2026l".utf8))
            }
            #expect(screen.terminal.synchronizedFrames == 2)

            let (blocks, _) = PictureRenderingTests.screen(.blocks, image: TestPictures.squares(width: 80, height: 64))
            #expect(!String(decoding: blocks.frame(), as: UTF8.self).contains("2026"))
        }

        @Test("sixel and iTerm2 pictures are sent again only when text was drawn over their cells", arguments: [GraphicsMode.sixel, .iterm])
        func redrawnOnlyWhenDisturbed(mode: GraphicsMode) {
            let (screen, _) = PictureRenderingTests.screen(mode, image: TestPictures.squares(width: 80, height: 64))
            let label = Label("elsewhere")
            screen.add(label, frame: Rect(x: 11, y: 0, width: 9, height: 1))
            screen.frame()
            let pictureStart = mode == .sixel ? "\u{1B}P" : "\u{1B}]1337"
            label.text = "changed"
            #expect(!String(decoding: screen.frame(), as: UTF8.self).contains(pictureStart))
            label.frame = Rect(x: 2, y: 1, width: 9, height: 1)
            #expect(!String(decoding: screen.frame(), as: UTF8.self).contains(pictureStart))
            label.frame = Rect(x: 11, y: 0, width: 9, height: 1)
            #expect(String(decoding: screen.frame(), as: UTF8.self).contains(pictureStart))
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 0, width: 10, height: 4)))
        }

        @Test("kitty: a picture is sent once, as a PNG in chunks of at most 4096 bytes, then only placed")
        func kittySentOnce() {
            let image = TestPictures.squares(width: 160, height: 128)
            let (screen, imageView) = PictureRenderingTests.screen(.kitty, image: image, frame: Rect(x: 0, y: 0, width: 20, height: 8))
            let first = String(decoding: screen.frame(), as: UTF8.self)
            #expect(first.contains("f=100") && first.contains("m=1"))
            #expect(screen.terminal.transmissions.count == 1)
            #expect(screen.terminal.problems.isEmpty)
            imageView.frame.origin = Point(x: 0, y: -1)
            screen.frame()
            screen.renderer.invalidate()
            screen.frame()
            #expect(screen.terminal.transmissions.count == 1)
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 0, width: 20, height: 7)))
        }

        @Test("kitty: scrolling a list of pictures by one row sends only the picture of the row revealed; scrolling back sends none")
        func kittyScrolling() {
            let (screen, table) = PictureRows.kittyTable()
            screen.frame()
            let firstScreen = screen.terminal.transmissions
            #expect(firstScreen.count == 4)

            table.selectRow(4)
            screen.frame()
            let afterScrolling = screen.terminal.transmissions
            #expect(afterScrolling.count == 5)
            #expect(!firstScreen.contains(afterScrolling[4]))

            table.selectRow(0)
            let back = String(decoding: screen.frame(), as: UTF8.self)
            #expect(screen.terminal.transmissions == afterScrolling)
            #expect(!back.contains("a=t"))
            #expect(screen.terminal.problems.isEmpty)
            #expect(screen.terminal.cellsShowingPictures.count == 4 * 6 * 3)
        }

        @Test(
            "kitty: after a repaint (Ctrl-L) and a resize every picture shows again, and so do those scrolled away, none sent again",
            arguments: [false, true])
        func kittyRepaint(resizes: Bool) {
            let (screen, table) = PictureRows.kittyTable()
            screen.frame()
            table.selectRow(4)
            screen.frame()
            let sent = screen.terminal.transmissions
            if resizes {
                let larger = Size(width: 32, height: 12)
                screen.terminal.resize(to: larger)
                screen.window.send(.resize(larger))
                table.frame = screen.window.bounds
            }
            screen.renderer.invalidate()
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures.count == 4 * 6 * 3, "the pictures of the rows on the screen show")
            table.selectRow(0)
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures.count == 4 * 6 * 3, "the first row's picture, scrolled away before the repaint, shows")
            #expect(screen.terminal.transmissions == sent)
            #expect(screen.terminal.problems.isEmpty)
        }

        @Test("kitty through tmux: placeholder cells name the picture, which is sent once with a virtual placement; its colour survives 256 colours")
        func kittyThroughTmux() {
            let screen = PictureScreen(size: Size(width: 20, height: 8), mode: .kitty, throughTmux: true)
            screen.renderer.colorMode = .palette256
            let image = TestPictures.squares(width: 80, height: 64)
            let imageView = ImageView(image: image)
            screen.add(imageView, frame: Rect(x: 2, y: 1, width: 10, height: 4))
            let first = String(decoding: screen.frame(), as: UTF8.self)
            #expect(first.contains("\u{1B}Ptmux;\u{1B}\u{1B}_G"))
            #expect(screen.terminal.problems.isEmpty)
            #expect(screen.terminal.virtualPlacements.count == 1)
            let shown = screen.terminal.picturePixels(in: Rect(x: 2, y: 1, width: 10, height: 4))
            #expect(ImageDifference.largestChannelError(shown, from: TestPictures.framed(image, left: 0, top: 0, width: 80, height: 64)) == 0)

            imageView.frame.origin = Point(x: 0, y: 0)
            screen.frame()
            #expect(screen.terminal.transmissions.count == 1)
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 0, y: 0, width: 10, height: 4)))
            imageView.image = nil
            screen.frame()
            #expect(screen.terminal.cellsShowingPictures.isEmpty)
        }

        @Test("kitty: a new cell size frees the pictures sent for the old one and shows them anew")
        func kittyCellSizeChange() {
            let image = TestPictures.squares(width: 80, height: 64)
            let (screen, _) = PictureRenderingTests.screen(.kitty, image: image)
            screen.frame()
            let before = screen.terminal.transmissions
            let larger = TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 10, height: 20))
            screen.window.graphics = larger
            screen.renderer.graphics = larger
            screen.terminal.resize(to: screen.window.frame.size, cellPixelSize: larger.cellPixelSize)
            screen.frame()
            #expect(screen.terminal.problems.isEmpty)
            #expect(Set(screen.terminal.kittyImages.keys).isDisjoint(with: before))
            #expect(screen.terminal.kittyImages.count == 1)
            // 80×64 grows to the 100×80 pixels of the 10×4 cells of 10×20.
            let shown = screen.terminal.picturePixels(in: Rect(x: 0, y: 0, width: 10, height: 4))
            let expected = TestPictures.framed(image.resized(to: ImageSize(width: 100, height: 80)), left: 0, top: 0, width: 100, height: 80)
            #expect(ImageDifference.largestChannelError(shown, from: expected) == 0)
        }

        @Test("kitty, also through tmux: after the terminal deleted every picture (a suspend), the pictures are sent and shown again", arguments: [false, true])
        func kittyAfterSuspend(throughTmux: Bool) {
            let screen = PictureScreen(size: Size(width: 20, height: 8), mode: .kitty, throughTmux: throughTmux)
            screen.add(ImageView(image: TestPictures.squares(width: 80, height: 64)), frame: Rect(x: 2, y: 1, width: 10, height: 4))
            screen.frame()
            screen.terminal.feed(KittyGraphicsCommand.deleteEverything(throughTmux: throughTmux))
            screen.renderer.terminalWasReset()
            screen.frame()
            #expect(screen.terminal.transmissions.count == 2)
            #expect(screen.terminal.kittyImages.count == 1)
            #expect(screen.terminal.cellsShowingPictures == PictureScreen.cells(of: Rect(x: 2, y: 1, width: 10, height: 4)))
            #expect(screen.terminal.problems.isEmpty)
        }

        @Test("kitty: deleting everything on quit leaves no picture")
        func kittyQuit() {
            let (screen, _) = PictureRenderingTests.screen(.kitty, image: TestPictures.squares(width: 80, height: 64))
            screen.frame()
            screen.terminal.feed(KittyGraphicsCommand.deleteEverything(throughTmux: false))
            #expect(screen.terminal.cellsShowingPictures.isEmpty)
            #expect(screen.terminal.kittyImages.isEmpty)
        }
    }
}

/// Rows of a table, each with a picture of its own in a 6-column image area.
@MainActor
final class PictureRows: TableViewDataSource {
    static let identifier = "picture"
    let count: Int

    /// A 30×12 kitty screen filled by a table of 20 such rows, 3 lines each (4 on the screen),
    /// not yet drawn; the screen keeps the rows alive through the table's data source.
    static func kittyTable() -> (PictureScreen, TableView) {
        let screen = PictureScreen(size: Size(width: 30, height: 12), mode: .kitty)
        let table = TableView()
        table.rowHeight = 3
        table.register(TableViewCell.self, forReuseIdentifier: identifier)
        let rows = PictureRows(count: 20)
        table.dataSource = rows
        screen.keptAlive.append(rows)
        screen.add(table, frame: screen.window.bounds)
        table.reloadData()
        return (screen, table)
    }

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: row)
        cell.imageWidth = 6
        cell.text = "row \(row)"
        cell.imageView.image = TestPictures.squares(width: 48, height: 48, squareSize: 3, seed: UInt64(row + 1))
        return cell
    }
}
