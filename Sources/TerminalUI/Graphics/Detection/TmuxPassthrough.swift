/// Whether the tmux this program runs in forwards passthrough sequences to the terminal
/// outside it (its `allow-passthrough` option, `on` or `all`), as tmux itself says when asked
/// with ``command`` — which `TmuxPassthroughQuestion` runs off the main thread at start-up.
/// Pure functions; no thread rules.
enum TmuxPassthrough {
    /// The command that prints the pane's `allow-passthrough` value (`tmux` found on `PATH`).
    static let command = ["tmux", "show-options", "-Apv", "allow-passthrough"]

    /// Whether `environment` says the program runs inside tmux (`TMUX` set).
    static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// Whether ``command``'s output `answer` allows passthrough (its first word is `on` or `all`).
    static func isAllowed(answer: [UInt8]) -> Bool {
        let value = String(decoding: answer, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
        return value == "on" || value == "all"
    }
}
