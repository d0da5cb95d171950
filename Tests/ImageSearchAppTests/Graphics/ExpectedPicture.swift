import ImageCodec
import TestSupport

/// What a terminal that shows real pixels should show for an image fitted into an area of
/// cells, stated here on its own so that the test checks TerminalUI's rule rather than reusing
/// it: the image resampled (ImageCodec, area averaging) to the largest size of its aspect
/// ratio inside the area's pixels, in the middle of the whole cells that size needs, those in
/// the middle of the area.
struct ExpectedPicture {
    /// The pixels that should be shown.
    let pixels: Image
    /// Their top-left corner, in pixels from the area's first cell.
    let offset: (x: Int, y: Int)
    /// The area's first cell.
    let column: Int, row: Int

    /// `image` fitted into the `columns`×`rows` cells from `column`, `row`, on cells of `cellSize`.
    init(_ image: Image, column: Int, row: Int, columns: Int, rows: Int, cellSize: ImageSize) {
        let bounds = (width: columns * cellSize.width, height: rows * cellSize.height)
        let scale = min(Double(bounds.width) / Double(image.width), Double(bounds.height) / Double(image.height))
        let size = ImageSize(
            width: min(bounds.width, Int((Double(image.width) * scale).rounded())),
            height: min(bounds.height, Int((Double(image.height) * scale).rounded())))
        let cells = (
            width: (size.width + cellSize.width - 1) / cellSize.width,
            height: (size.height + cellSize.height - 1) / cellSize.height)
        pixels = image.resized(to: size)
        offset = (
            (columns - cells.width) / 2 * cellSize.width + (cells.width * cellSize.width - size.width) / 2,
            (rows - cells.height) / 2 * cellSize.height + (cells.height * cellSize.height - size.height) / 2)
        self.column = column
        self.row = row
    }

    /// Where the picture's top-left corner should be in a screenshot of `window`.
    func origin(in window: TerminalWindow) -> (x: Int, y: Int) {
        let cell = window.pixelOrigin(column: column, row: row)
        return (cell.x + offset.x, cell.y + offset.y)
    }

    /// How well `screenshot`, taken of `window`, shows the picture at or near its place (see
    /// ``PictureMatch``).
    func match(in screenshot: Image, of window: TerminalWindow) -> PictureMatch {
        let origin = origin(in: window)
        return PictureMatch(of: pixels, in: screenshot, near: origin.x, origin.y)
    }

    /// Whether `match` found the picture in its place with an error of at most `bound`.
    func isShown(by match: PictureMatch, in window: TerminalWindow, within bound: Double) -> Bool {
        let origin = origin(in: window)
        return match.error <= bound && match.x == origin.x && match.y == origin.y
    }
}
