import ReactiveCore

/// A row of a `TableView` — TerminalUI's `UITableViewCell`.
///
/// The base cell draws `text` on the left and `detailText` right-aligned, each cut with "…"
/// when the row is too narrow, and, once `imageView` is used, a thumbnail `imageWidth` columns
/// wide at the left with the text after it. Subclasses draw more (override `draw(in:)`) or add
/// subviews and place them in `layoutSubviews()`.
///
/// Reuse: cells are made by the table from the class registered for `reuseIdentifier` and
/// handed out by `dequeueReusableCell(withIdentifier:for:)`. When a cell's row leaves the
/// screen the cell goes into the table's reuse pool: `reactive.prepareForReuse` sends a value
/// and `prepareForReuse()` runs, so that work started for the old row stops before the cell
/// shows another one — `producer.take(until: cell.reactive.prepareForReuse)`. The signal
/// completes when the cell goes away, which stops such work too.
///
/// Main actor only, like every view.
@MainActor
open class TableViewCell: View {
    /// The identifier the cell's class was registered under; the table reuses the cell only
    /// for rows asking for the same identifier.
    public let reuseIdentifier: String

    /// The main text, drawn from the left edge (right of the thumbnail, if any).
    public var text = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// Secondary text, drawn right-aligned after `text` (which it never hides).
    public var detailText = "" {
        didSet { if detailText != oldValue { setNeedsDisplay() } }
    }

    /// The style of `text`.
    public var textStyle = Style.plain {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of `detailText`; dim by default.
    public var detailTextStyle = Style(attributes: .dim) {
        didSet { if detailTextStyle != oldValue { setNeedsDisplay() } }
    }

    /// How the table marks this cell while its row is selected.
    public var selectionStyle = CellSelectionStyle.reverse {
        didSet { if selectionStyle != oldValue { setNeedsDisplay() } }
    }

    /// Whether the cell's row is the table's selected row. Set by the table.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the cell's row is selected while the table holds the focus (or marks its
    /// selection without it: `TableView.highlightsSelectionWithoutFocus`) — the row Enter would
    /// choose. Set by the table.
    public internal(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The columns the thumbnail takes (it is as tall as the row); the text starts one column
    /// after it. Default 4.
    public var imageWidth = 4 {
        didSet { if imageWidth != oldValue { setNeedsLayout() } }
    }

    /// A thumbnail at the left of the row, made and added on first use — like
    /// `UITableViewCell.imageView`. Hide it to give its columns back to the text.
    public var imageView: ImageView {
        if let loadedImageView { return loadedImageView }
        let imageView = ImageView()
        imageView.placeholder = ""
        loadedImageView = imageView
        addSubview(imageView)
        return imageView
    }

    private var loadedImageView: ImageView?

    let reusePipe = Signal<Void, Never>.pipe()

    /// A cell for rows registered under `reuseIdentifier`. The table calls this for the class
    /// given to `register(_:forReuseIdentifier:)`; subclasses that override it must keep it
    /// `required`.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    deinit {
        reusePipe.input.sendCompleted()
    }

    /// Resets the cell before it shows another row; called when it goes into the reuse pool,
    /// after `reactive.prepareForReuse` sent its value. The default does nothing; the data
    /// source sets `text` again anyway.
    open func prepareForReuse() {}

    /// Places the thumbnail at the left, as tall as the row.
    open override func layoutSubviews() {
        loadedImageView?.frame = Rect(x: 0, y: 0, width: min(imageWidth, bounds.width), height: bounds.height)
    }

    /// Draws `text` and `detailText` on the first line, right of the thumbnail.
    open override func draw(in canvas: inout Canvas) {
        let textLeft = loadedImageView.map { $0.isHidden ? 0 : $0.frame.width + 1 } ?? 0
        let detailWidth = min(DisplayWidth.columns(of: detailText), max(0, canvas.size.width - textLeft - 2))
        let textWidth = canvas.size.width - textLeft - (detailWidth > 0 ? detailWidth + 1 : 0)
        canvas.write(TextLayout.truncate(text, toWidth: textWidth), at: Point(x: textLeft, y: 0), style: textStyle)
        if detailWidth > 0 {
            canvas.write(
                TextLayout.truncate(detailText, toWidth: detailWidth),
                at: Point(x: canvas.size.width - detailWidth, y: 0),
                style: detailTextStyle
            )
        }
    }

    /// Tells the cell it leaves its row for the reuse pool.
    func prepareForReuseByTable() {
        reusePipe.input.send(value: ())
        prepareForReuse()
    }
}
