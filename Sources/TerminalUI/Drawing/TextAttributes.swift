/// Text attributes of a cell (SGR renditions). Values only.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw SGR flag bits.
    public let rawValue: UInt8

    /// Attributes from raw flag bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck through (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
