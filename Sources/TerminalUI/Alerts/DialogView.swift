/// The view of a modal dialog: it dims everything drawn beneath it and draws `content` in a
/// framed box, centred or at the bottom, in a band of blank rows across the whole screen: the
/// screen beneath shows above and below the box, never beside it, where the box would cut its
/// lines into fragments of words ("et", "mon…", "画") that read as part of the dialog. The view
/// of `AlertController` and `ChoiceListController`; make it the view of any modal controller
/// that shows a form. Main actor only.
@MainActor
public final class DialogView: View {
    /// Where the box sits.
    public enum Placement: Sendable {
        /// In the middle of the screen.
        case center
        /// Against the bottom edge, centred horizontally.
        case bottom
    }

    /// The view inside the frame.
    public let content: View
    /// Where the box sits.
    public let placement: Placement
    /// The widest the content may be, in columns.
    public let maximumContentWidth: Int
    /// The style of the frame; nil (the default) takes the window's palette's (`frame`), which
    /// reads on the terminal's background.
    @Invalidating(.display) public var borderStyle: Style? = nil

    /// The box, frame included, in the dialog's coordinates (after layout).
    public private(set) var boxFrame: Rect = .zero

    /// A dialog framing `content` (sized to fit, at most `maximumContentWidth` columns wide and
    /// within the screen), placed at `placement`.
    public init(content: View, placement: Placement = .center, maximumContentWidth: Int = 50) {
        self.content = content
        self.placement = placement
        self.maximumContentWidth = maximumContentWidth
        super.init()
        addSubview(content)
    }

    /// Sizes the box to the content (within the screen, leaving a margin) and places it.
    public override func layoutSubviews() {
        let limit = Size(width: min(maximumContentWidth, bounds.width - 4), height: bounds.height - 2)
        let fitted = content.sizeThatFits(limit)
        let box = Size(width: fitted.width + 2, height: fitted.height + 2)
        let x = (bounds.width - box.width) / 2
        let y = placement == .center ? (bounds.height - box.height) / 2 : bounds.height - box.height
        boxFrame = Rect(origin: Point(x: max(0, x), y: max(0, y)), size: box)
        content.frame = boxFrame.inset(by: EdgeInsets(all: 1))
    }

    /// Dims what lies beneath, clears the rows of the box across the screen, and frames it.
    public override func draw(in canvas: inout Canvas) {
        let palette = window?.palette ?? .anyBackground
        canvas.restyle { style in style = palette.dimmed(style) }
        canvas.clear(Rect(x: 0, y: boxFrame.minY, width: bounds.width, height: boxFrame.height))
        canvas.drawBox(boxFrame, style: borderStyle ?? palette.frame)
    }
}
