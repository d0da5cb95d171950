/// What the user asked for: let TerminalUI find the best graphics mode the terminal has, or
/// use a given one. Values only.
///
/// Spelled on command lines and in `TERMINALUI_GRAPHICS` as `auto`, `kitty`, `sixel`, `iterm`
/// or `blocks`.
public enum GraphicsPreference: Hashable, Sendable, CustomStringConvertible {
    /// Ask the terminal and pick the best mode it answers to (see `TerminalGraphics.select`).
    case automatic
    /// Use this mode whatever the terminal answers.
    case fixed(GraphicsMode)

    /// The environment variable that sets the preference when the program does not.
    public static let environmentVariable = "TERMINALUI_GRAPHICS"

    /// Every spelling `init(argument:)` accepts, in the order help texts list them.
    public static let spellings = ["auto"] + GraphicsMode.allCases.map(\.rawValue)

    /// The preference spelled `argument` (case and blanks ignored); nil
    /// for anything else.
    public init?(argument: String) {
        let spelling = argument.lowercased().filter { !$0.isWhitespace }
        if spelling == "auto" {
            self = .automatic
        } else if let mode = GraphicsMode(rawValue: spelling) {
            self = .fixed(mode)
        } else {
            return nil
        }
    }

    /// The preference `environment` sets with `TERMINALUI_GRAPHICS`: automatic when unset,
    /// empty or not understood.
    public init(environment: [String: String]) {
        self = environment[Self.environmentVariable].flatMap(GraphicsPreference.init(argument:)) ?? .automatic
    }

    /// The spelling: `auto`, or the mode's raw value.
    public var description: String {
        switch self {
        case .automatic: "auto"
        case .fixed(let mode): mode.rawValue
        }
    }
}

