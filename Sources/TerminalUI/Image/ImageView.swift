import ImageCodec

/// Shows an RGB or RGBA image in the terminal — TerminalUI's `UIImageView`.
///
/// The image is scaled to fit the view keeping its aspect ratio (area-averaged when shrinking)
/// and centred. Where the terminal shows real pixels (the window's `graphics`: kitty graphics,
/// sixel or iTerm2 images), it is resampled to exactly the pixels of the cells it covers and
/// drawn as a `TerminalPicture`; elsewhere it is drawn with half blocks, two pixels per cell
/// (see `ImageRasterizer`), following the window's `colorMode`: 24-bit colours, the nearest
/// 256-palette or ANSI colours, or a shade ramp without colour. Without an image the view
/// shows `placeholder`, centred.
///
/// What is drawn is cached: it is computed again only when the image, the view's size, the
/// graphics, the colour mode or the matte changes, so redrawing a screen of thumbnails costs a copy per
/// view; pictures also stay in the window's picture cache, so an image shown again at the same
/// size is not resampled or sent to the terminal again. Bind images with
/// `imageView.reactive.image <~ producer`.
///
/// Main actor only, like every view.
@MainActor
open class ImageView: View {
    /// The image shown; nil shows `placeholder`.
    public var image: Image? {
        didSet {
            cachedCells = nil
            cachedPicture = nil
            fingerprint = nil
            setNeedsDisplay()
        }
    }

    /// The text shown, centred, while there is no image.
    public var placeholder = "No image" {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// The style of `placeholder`; dim by default.
    public var placeholderStyle = Style(attributes: .dim) {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }

    /// Whether an image smaller than the view is enlarged to fill it. Default `true`.
    public var allowsUpscaling = true {
        didSet {
            guard allowsUpscaling != oldValue else { return }
            cachedCells = nil
            cachedPicture = nil
            setNeedsDisplay()
        }
    }

    /// The colour transparent pixels are blended onto in half blocks (real pixels keep their
    /// transparency). Unless set, the terminal's background when it said it (the window's
    /// `terminalBackgroundColor`), so that transparent parts look transparent on light
    /// terminals too; black otherwise.
    public var matteColor: RGBColor {
        get { chosenMatteColor ?? window?.terminalBackgroundColor ?? .black }
        set {
            chosenMatteColor = newValue
            setNeedsDisplay()
        }
    }

    private var chosenMatteColor: RGBColor?

    /// How many times the cells or the picture were computed from the image — for tests and
    /// diagnostics of the cache.
    public private(set) var rasterizationCount = 0

    /// The pixels the view's area shows with the window's graphics: the size to decode an
    /// image at so that it is drawn without losing detail (two pixels per cell in half blocks).
    public var pixelSize: ImageSize {
        graphics.pixelSize(ofCells: bounds.size)
    }

    private var cachedCells: (size: Size, colorMode: ColorMode, matte: RGBColor, cells: ScreenBuffer)?
    private var cachedPicture: (size: Size, graphics: TerminalGraphics, picture: TerminalPicture?)?
    private var fingerprint: ImageFingerprint?

    private var graphics: TerminalGraphics {
        window?.graphics ?? .halfBlocks
    }

    /// A view showing `image`.
    public init(image: Image? = nil) {
        self.image = image
        super.init()
    }

    /// The cells the image takes within `proposal`, or one line of the placeholder.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        guard let image else {
            return Size(width: min(proposal.width, DisplayWidth.columns(of: placeholder)), height: min(proposal.height, 1))
        }
        let graphics = graphics
        if graphics.mode.drawsPixels {
            let layout = PictureLayout(imageSize: image.size, area: proposal, cellPixelSize: graphics.cellPixelSize, allowsUpscaling: allowsUpscaling)
            return layout?.cells ?? .zero
        }
        guard let pixels = ImageRasterizer.pixelSize(of: image, fitting: proposal, allowsUpscaling: allowsUpscaling) else {
            return .zero
        }
        return Size(width: pixels.width, height: (pixels.height + 1) / 2)
    }

    /// Draws the picture or the image's cells centred, or the placeholder.
    open override func draw(in canvas: inout Canvas) {
        let size = canvas.size
        guard !size.isEmpty else { return }
        guard image != nil else {
            let width = min(size.width, DisplayWidth.columns(of: placeholder))
            canvas.write(placeholder, at: Point(x: (size.width - width) / 2, y: (size.height - 1) / 2), style: placeholderStyle, maxWidth: width)
            return
        }
        let graphics = graphics
        if graphics.mode.drawsPixels {
            guard let picture = picture(for: size, graphics: graphics) else { return }
            let origin = Point(x: (size.width - picture.cells.width) / 2, y: (size.height - picture.cells.height) / 2)
            canvas.draw(picture, at: origin, asUnicodePlaceholders: graphics.isThroughTmux)
            return
        }
        let cells = scaledCells(for: size, colorMode: window?.colorMode ?? .trueColor)
        let left = (size.width - cells.size.width) / 2
        let top = (size.height - cells.size.height) / 2
        for y in 0..<cells.size.height {
            for x in 0..<cells.size.width {
                canvas.set(cells[x, y], at: Point(x: left + x, y: top + y))
            }
        }
    }

    private func picture(for size: Size, graphics: TerminalGraphics) -> TerminalPicture? {
        if let cachedPicture, cachedPicture.size == size, cachedPicture.graphics == graphics {
            return cachedPicture.picture
        }
        guard let image, let cache = window?.pictureCache else { return nil }
        let fingerprint = fingerprint ?? ImageFingerprint(image)
        self.fingerprint = fingerprint
        let picture = cache.picture(for: image, fingerprint: fingerprint, area: size, cellPixelSize: graphics.cellPixelSize, allowsUpscaling: allowsUpscaling)
        rasterizationCount += 1
        cachedPicture = (size, graphics, picture)
        return picture
    }

    private func scaledCells(for size: Size, colorMode: ColorMode) -> ScreenBuffer {
        let matte = matteColor
        if let cachedCells, cachedCells.size == size, cachedCells.colorMode == colorMode, cachedCells.matte == matte {
            return cachedCells.cells
        }
        guard let image else { return ScreenBuffer(size: .zero) }
        let cells = ImageRasterizer.cells(for: image, fitting: size, colorMode: colorMode, allowsUpscaling: allowsUpscaling, matte: matte)
        rasterizationCount += 1
        cachedCells = (size, colorMode, matte, cells)
        return cells
    }
}
