import ImageCodec

/// Where an image goes when drawn in real pixels over an area of cells: scaled to the largest
/// size with its aspect ratio inside the area's pixels (never enlarged unless allowed), the
/// whole cells that size needs, and the image's offset inside them so that it is centred to
/// the pixel. Pure values; any thread.
struct PictureLayout: Hashable, Sendable {
    /// The size the image is resampled to.
    let imagePixelSize: ImageSize
    /// The cells the picture covers (centre these in the area).
    let cells: Size
    /// The image's top-left corner inside the picture's pixels.
    let imageOffset: Point

    /// The layout of an image of `imageSize` in `area` cells of `cellPixelSize`; nil when the
    /// area or the image is empty.
    init?(imageSize: ImageSize, area: Size, cellPixelSize: ImageSize, allowsUpscaling: Bool) {
        guard !area.isEmpty, imageSize.width > 0, imageSize.height > 0, cellPixelSize.width > 0, cellPixelSize.height > 0 else { return nil }
        let bounds = ImageSize(width: area.width * cellPixelSize.width, height: area.height * cellPixelSize.height)
        var scale = min(Double(bounds.width) / Double(imageSize.width), Double(bounds.height) / Double(imageSize.height))
        if !allowsUpscaling { scale = min(scale, 1) }
        let scaled = ImageSize(
            width: min(bounds.width, max(1, Int((Double(imageSize.width) * scale).rounded()))),
            height: min(bounds.height, max(1, Int((Double(imageSize.height) * scale).rounded())))
        )
        let cells = Size(
            width: (scaled.width + cellPixelSize.width - 1) / cellPixelSize.width,
            height: (scaled.height + cellPixelSize.height - 1) / cellPixelSize.height
        )
        imagePixelSize = scaled
        self.cells = cells
        imageOffset = Point(
            x: (cells.width * cellPixelSize.width - scaled.width) / 2,
            y: (cells.height * cellPixelSize.height - scaled.height) / 2
        )
    }
}
