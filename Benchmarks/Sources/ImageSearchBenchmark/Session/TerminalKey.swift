/// The keys the benchmark presses, as an xterm sends them. Values only.
enum TerminalKey {
    /// The down arrow: the next row.
    case down
    /// Home: the first row.
    case home
    /// End: the last row.
    case end
    /// `q`: quit.
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
