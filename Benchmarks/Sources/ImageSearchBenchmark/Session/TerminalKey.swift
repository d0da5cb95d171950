/// The keys the benchmark presses, as an xterm sends them. Values only.
enum TerminalKey {
    case down
    case home
    case end
    case quit

    /// The bytes the terminal sends for the key.
    var bytes: [UInt8] {
        switch self {
        case .down: Array("\u{1B}[B".utf8)
        case .home: Array("\u{1B}[H".utf8)
        case .end: Array("\u{1B}[F".utf8)
        case .quit: Array("q".utf8)
        }
    }
}
