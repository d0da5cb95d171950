import ImageCodec

/// How the terminal shows pictures, as the window and the renderer use it: the mode, the size
/// of a cell in pixels, and whether kitty graphics go through tmux. Values only.
///
/// Views never choose a mode: an `ImageView` asks its window's `graphics` and draws real pixels
/// or half blocks accordingly, so apps work the same on every terminal.
public struct TerminalGraphics: Hashable, Sendable, CustomStringConvertible {
    /// The cell size assumed when the terminal does not tell: 10×20 pixels, the cell of a
    /// common 10-point monospace font at 96 dpi.
    public static let assumedCellPixelSize = ImageSize(width: 10, height: 20)

    /// Half blocks, which every terminal shows.
    public static let halfBlocks = TerminalGraphics(mode: .blocks)

    /// The mode pictures are drawn in.
    public var mode: GraphicsMode
    /// The size of one cell in pixels: pictures are resampled to exactly the pixels of the
    /// cells they cover.
    public var cellPixelSize: ImageSize
    /// Whether `cellPixelSize` is `assumedCellPixelSize` because the terminal did not tell.
    public var isCellPixelSizeAssumed: Bool
    /// Whether kitty graphics reach the terminal through tmux: every command is wrapped for
    /// tmux's passthrough, and pictures are shown by Unicode placeholder cells, which tmux
    /// keeps and redraws like text.
    public var isThroughTmux: Bool

    /// A description of how pictures are shown.
    public init(mode: GraphicsMode, cellPixelSize: ImageSize? = nil, isThroughTmux: Bool = false) {
        self.mode = mode
        self.cellPixelSize = cellPixelSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? Self.assumedCellPixelSize
        isCellPixelSizeAssumed = cellPixelSize == nil || cellPixelSize != self.cellPixelSize
        self.isThroughTmux = isThroughTmux && mode == .kitty
    }

    /// The pixels a picture covering `cells` is drawn with: two per cell (one above the other)
    /// in half blocks, otherwise every pixel of those cells.
    public func pixelSize(ofCells cells: Size) -> ImageSize {
        switch mode {
        case .blocks: ImageSize(width: max(0, cells.width), height: max(0, cells.height) * 2)
        case .kitty, .sixel, .iterm: ImageSize(width: max(0, cells.width) * cellPixelSize.width, height: max(0, cells.height) * cellPixelSize.height)
        }
    }

    /// For logs and help screens, e.g. "kitty graphics, 9×20-pixel cells", "sixel, cells
    /// assumed 10×20 pixels", "kitty graphics through tmux, …" or "half blocks".
    public var description: String {
        guard mode.drawsPixels else { return mode.description }
        let name = isThroughTmux ? "\(mode) through tmux" : mode.description
        let cell = "\(cellPixelSize.width)×\(cellPixelSize.height)"
        return isCellPixelSizeAssumed ? "\(name), cells assumed \(cell) pixels" : "\(name), \(cell)-pixel cells"
    }
}
