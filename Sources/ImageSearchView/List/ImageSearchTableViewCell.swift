import ImageCodec
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// A row of the image list — the seeds' `ImageSearchTableViewCell` — or of the saved pictures:
/// the preview at the left, keeping the picture's aspect ratio, then the row's title (the tags, a
/// file's name) and its detail under it (the size).
///
/// ``show(_:previewPixelSize:)`` shows a row's texts and starts loading its preview at the
/// pixel size the preview area has on this terminal (loaded again, the old one shown
/// meanwhile, when the window's graphics change); the load stops when the cell is reused for
/// another row (or goes away), so a reused cell never shows a stale picture. Main actor only.
@MainActor
final class ImageSearchTableViewCell: TableViewCell {
    /// The rows' height in lines: tall enough for a recognisable preview.
    static let rowHeight = 4
    /// The columns the preview takes: a 3:2 picture fills them at ``rowHeight`` lines (two
    /// pixels per line in half blocks).
    static let previewColumns = 12

    /// The row's model.
    private(set) var viewModel: (any PreviewRowModeling)?
    /// The pixel size the preview is loaded at.
    private var previewPixelSize: ImageSize?
    private let previewLoad = SerialDisposable()

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        imageWidth = Self.previewColumns
        imageView.placeholder = ""
        textStyle = Style(attributes: .bold)
    }

    /// The pixels the preview area shows with `graphics` — the size previews are decoded at.
    static func previewPixelSize(for graphics: TerminalGraphics) -> ImageSize {
        graphics.pixelSize(ofCells: Size(width: previewColumns, height: rowHeight))
    }

    /// Shows `viewModel`'s row, loading its preview decoded to fit `previewPixelSize`.
    func show(_ viewModel: (any PreviewRowModeling)?, previewPixelSize: ImageSize) {
        self.viewModel = viewModel
        text = viewModel?.rowTitle ?? ""
        detailText = ""
        imageView.image = nil
        previewLoad.inner = nil
        guard let viewModel else { return }
        loadPreview(of: viewModel, at: previewPixelSize, keepingTheShownOne: false)
    }

    /// Loads the preview again at the size the new graphics draw it with.
    override func graphicsDidChange() {
        super.graphicsDidChange()
        guard let viewModel, let graphics = window?.graphics else { return }
        let size = Self.previewPixelSize(for: graphics)
        guard size != previewPixelSize else { return }
        loadPreview(of: viewModel, at: size, keepingTheShownOne: true)
    }

    /// Binds the preview at `size`; `keepingTheShownOne` skips the nil a load starts with, so
    /// that the picture shown stays until the new one comes.
    private func loadPreview(of viewModel: any PreviewRowModeling, at size: ImageSize, keepingTheShownOne: Bool) {
        previewPixelSize = size
        let preview = viewModel.getPreviewImage(fitting: size)
        let shown = keepingTheShownOne ? preview.skipNil().map(Optional.some) : preview
        previewLoad.inner = imageView.reactive.image <~ shown.take(until: reactive.prepareForReuse)
    }

    /// Draws the title on the first line and the detail under it, right of the preview.
    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        guard let viewModel, canvas.size.height > 1 else { return }
        let left = imageView.frame.width + 1
        canvas.write(
            TextLayout.truncate(viewModel.rowDetail, toWidth: max(0, canvas.size.width - left)),
            at: Point(x: left, y: 1),
            style: detailTextStyle
        )
    }
}
