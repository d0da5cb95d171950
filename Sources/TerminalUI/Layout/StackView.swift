/// A view that lines its subviews up in a column or a row — TerminalUI's `UIStackView`.
///
/// Every subview is arranged. Each has a `SizeRule` for its length along `axis` (`fit` unless
/// set with `addArrangedSubview(_:size:)` or `setSizeRule(_:for:)`); see `StackDistribution`
/// for how space is shared and what happens when it runs short. Hidden subviews take no space
/// and no spacing. Across the axis each child is placed by `alignment`. `padding` is kept free
/// inside the stack's edges and `spacing` cells between neighbours.
///
/// Main actor only, like every view. Changing any property lays the stack out again before the
/// next frame.
@MainActor
open class StackView: View {
    /// The direction the children are lined up in.
    @Invalidating(.layout) public var axis: Axis = .vertical

    /// Empty cells between two visible neighbours.
    @Invalidating(.layout) public var spacing: Int = 0

    /// Space kept free inside the stack's edges.
    @Invalidating(.layout) public var padding: EdgeInsets = .zero

    /// Where the children sit across the axis.
    @Invalidating(.layout) public var alignment: StackAlignment = .fill

    private var sizeRules: [ObjectIdentifier: SizeRule] = [:]

    /// An empty stack along `axis`.
    public init(
        axis: Axis = .vertical,
        spacing: Int = 0,
        padding: EdgeInsets = .zero,
        alignment: StackAlignment = .fill,
        arrangedSubviews: [(View, SizeRule)] = []
    ) {
        super.init()
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        self.alignment = alignment
        for (view, rule) in arrangedSubviews { addArrangedSubview(view, size: rule) }
    }

    /// Adds `view` at the end of the stack with `rule` for its length.
    public func addArrangedSubview(_ view: View, size rule: SizeRule = .fit) {
        insertArrangedSubview(view, at: subviews.count, size: rule)
    }

    /// Inserts `view` at `index` of the stack with `rule` for its length.
    public func insertArrangedSubview(_ view: View, at index: Int, size rule: SizeRule = .fit) {
        insertSubview(view, at: index)
        sizeRules[ObjectIdentifier(view)] = rule
    }

    /// The rule of the subview `view` (`fit` when none was given).
    public func sizeRule(for view: View) -> SizeRule {
        sizeRules[ObjectIdentifier(view)] ?? .fit
    }

    /// Changes the rule of the subview `view`.
    public func setSizeRule(_ rule: SizeRule, for view: View) {
        guard view.superview === self else { return }
        sizeRules[ObjectIdentifier(view)] = rule
        subviewPreferredSizeDidChange(view)
    }

    /// Places the visible subviews by their rules, alignment, spacing and padding. Rules of views
    /// that left the stack are dropped here, so a new view at a reused address never inherits one.
    open override func layoutSubviews() {
        let current = Set(subviews.map(ObjectIdentifier.init))
        sizeRules = sizeRules.filter { current.contains($0.key) }
        for (view, frame) in zip(visibleSubviews, frames(in: bounds.inset(by: padding))) {
            view.frame = frame
        }
    }

    /// Lays out again and, since the stack's own size follows its children's, tells its
    /// superview.
    open override func subviewPreferredSizeDidChange(_ subview: View) {
        setNeedsLayout()
        invalidatePreferredSize()
    }

    /// The size the visible children ask for together, with spacing and padding, within
    /// `proposal`.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = Size(
            width: proposal.width - padding.left - padding.right,
            height: proposal.height - padding.top - padding.bottom
        )
        let views = visibleSubviews
        var length = max(0, views.count - 1) * spacing
        var crossLength = 0
        for view in views {
            let fitting = view.sizeThatFits(inner)
            switch sizeRule(for: view) {
            case .fixed(let fixed): length += fixed
            case .flexible(let minimum, let maximum): length += min(max(axis.length(of: fitting), minimum), maximum)
            case .fit, .fill: length += axis.length(of: fitting)
            }
            crossLength = max(crossLength, axis.crossLength(of: fitting))
        }
        let natural = axis.size(length: length, crossLength: crossLength)
        return Size(
            width: min(proposal.width, natural.width + padding.left + padding.right),
            height: min(proposal.height, natural.height + padding.top + padding.bottom)
        )
    }

    private var visibleSubviews: [View] {
        subviews.filter { !$0.isHidden }
    }

    private func frames(in area: Rect) -> [Rect] {
        let views = visibleSubviews
        let crossLength = axis.crossLength(of: area.size)
        let available = max(0, axis.length(of: area.size) - max(0, views.count - 1) * spacing)
        let items = views.map { view in
            let rule = sizeRule(for: view)
            let fitting = rule == .fit ? axis.length(of: view.sizeThatFits(axis.size(length: available, crossLength: crossLength))) : 0
            return StackDistribution.Item(rule: rule, fittingLength: fitting)
        }
        let lengths = StackDistribution.lengths(of: items, available: available)
        var offset = 0
        return zip(views, lengths).map { view, length in
            let (crossOffset, crossSize) = crossPlacement(of: view, length: length, crossLength: crossLength)
            let origin = axis.point(offset: offset, crossOffset: crossOffset).offset(by: area.origin)
            offset += length + spacing
            return Rect(origin: origin, size: axis.size(length: length, crossLength: crossSize))
        }
    }

    private func crossPlacement(of view: View, length: Int, crossLength: Int) -> (offset: Int, size: Int) {
        guard alignment != .fill else { return (0, crossLength) }
        let fitted = min(crossLength, axis.crossLength(of: view.sizeThatFits(axis.size(length: length, crossLength: crossLength))))
        switch alignment {
        case .fill, .leading: return (0, fitted)
        case .center: return ((crossLength - fitted) / 2, fitted)
        case .trailing: return (crossLength - fitted, fitted)
        }
    }
}
