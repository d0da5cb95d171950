import ImageCodec
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// A row of the image list: the preview at the left, keeping the picture's aspect ratio, then
/// the tags and the size — the seeds' `ImageSearchTableViewCell`.
///
/// Setting ``viewModel`` shows its texts and starts loading its preview; the load stops when
/// the cell is reused for another row (or goes away), so a reused cell never shows a stale
/// picture. Main actor only.
@MainActor
final class ImageSearchTableViewCell: TableViewCell {
    /// The rows' height in lines: tall enough for a recognisable preview.
    static let rowHeight = 4
    /// The columns the preview takes: a 3:2 picture fills them at ``rowHeight`` lines (two
    /// pixels per line).
    static let previewColumns = 12
    /// The pixel size previews are decoded at — exactly what the preview area shows.
    static let previewPixelSize = ImageSize(width: previewColumns, height: rowHeight * 2)

    /// The row's model; setting it starts the preview's load.
    var viewModel: (any ImageSearchTableViewCellModeling)? {
        didSet { show(viewModel) }
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        imageWidth = Self.previewColumns
        imageView.placeholder = ""
        textStyle = Style(attributes: .bold)
    }

    private func show(_ viewModel: (any ImageSearchTableViewCellModeling)?) {
        text = viewModel?.tagText ?? ""
        detailText = ""
        imageView.image = nil
        guard let viewModel else { return }
        imageView.reactive.image <~ viewModel.getPreviewImage().take(until: reactive.prepareForReuse)
    }

    /// Draws the tags on the first line and the size under them, right of the preview.
    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        guard let viewModel, canvas.size.height > 1 else { return }
        let left = imageView.frame.width + 1
        canvas.write(
            TextLayout.truncate(viewModel.pageImageSizeText, toWidth: max(0, canvas.size.width - left)),
            at: Point(x: left, y: 1),
            style: detailTextStyle
        )
    }
}
