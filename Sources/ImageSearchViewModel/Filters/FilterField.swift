/// One field of the filter panel as the view draws it: its name and the names of its values.
/// A value; usable from any thread.
public struct FilterField: Sendable, Hashable {
    /// The field's name ("Orientation").
    public let title: String
    /// The names of the values, in order ("Any orientation", "Horizontal", "Vertical").
    public let options: [String]
    /// Whether any number of values may be chosen (the colours); otherwise exactly one.
    public let allowsMultipleSelection: Bool
    /// What the field reads when nothing is chosen ("Any colour"); empty for a one-of field.
    public let noSelectionText: String

    /// A field titled `title` with `options`.
    public init(title: String, options: [String], allowsMultipleSelection: Bool = false, noSelectionText: String = "") {
        self.title = title
        self.options = options
        self.allowsMultipleSelection = allowsMultipleSelection
        self.noSelectionText = noSelectionText
    }
}
