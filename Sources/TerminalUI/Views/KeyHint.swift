/// One entry of a hint line: the keys to press and what they do, such as `↑↓` and `move`.
/// Values only.
public struct KeyHint: Hashable, Sendable {
    /// The keys, drawn highlighted (`Enter`, `↑↓`, `Esc`).
    public var keys: String
    /// What the keys do (`open`, `back`).
    public var action: String

    /// A hint that `keys` do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    /// The columns the hint takes: keys, a space, the action.
    var columns: Int {
        DisplayWidth.columns(of: keys) + 1 + DisplayWidth.columns(of: action)
    }
}
