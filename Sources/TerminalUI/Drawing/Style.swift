/// How a cell is painted: foreground and background colour and text attributes. Values only.
public struct Style: Hashable, Sendable {
    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Bold, underline, reverse and the like.
    public var attributes: TextAttributes

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// A style of the given colours and attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }
}
