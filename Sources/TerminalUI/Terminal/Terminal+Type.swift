extension Terminal {
    /// The `TERM` values of terminals that cannot show a full-screen program: they have no cursor
    /// addressing, no alternate screen, or say nothing of what they can do.
    nonisolated public static let unsupportedTypes: Set<String> = ["dumb", "unknown"]

    /// Checks that a terminal whose `TERM` is `type` can show a full-screen program; throws
    /// ``SetupError/unsupportedType(_:)`` when `TERM` is missing, empty or one of
    /// ``unsupportedTypes`` — as `top`, `less` and other full-screen tools refuse them. Any
    /// thread.
    nonisolated public static func checkType(_ type: String?) throws(SetupError) {
        guard let type, !type.isEmpty, !unsupportedTypes.contains(type) else { throw .unsupportedType(type) }
    }
}

extension Terminal.SetupError: CustomStringConvertible {
    /// What is wrong, in a sentence fit for standard error.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input is not a terminal"
        case let .systemCall(name, code):
            "\(name) failed (errno \(code))"
        case let .unsupportedType(type?) where !type.isEmpty:
            "this terminal (TERM=\(type)) cannot show full-screen programs; run it in a terminal such as xterm, or set TERM to your terminal's type"
        case .unsupportedType:
            "TERM is not set, so the terminal's abilities are unknown; set TERM to your terminal's type (xterm-256color, say)"
        }
    }
}
