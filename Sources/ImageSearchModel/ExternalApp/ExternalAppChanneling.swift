/// Opens URLs in another application (a web browser), and files in the program the desktop uses
/// for them — the seeds' `ExternalAppChanneling`.
public protocol ExternalAppChanneling: Sendable {
    /// Asks the desktop to open `url` and says what happened. Never blocks on the browser and
    /// never lets it write to the terminal.
    func openURL(_ url: String) -> ExternalAppOutcome

    /// Asks the desktop to open the file at `path` (a saved picture) with the program it uses for
    /// such files, and says what happened; like ``openURL(_:)`` it never blocks or lets that
    /// program write to the terminal.
    func openFile(atPath path: String) -> ExternalAppOutcome
}

/// What became of a request to open a URL.
public enum ExternalAppOutcome: Sendable, Hashable {
    /// The opener (`xdg-open`) was started with the URL.
    case opened
    /// No opener is installed (or none can run: no desktop session); the user must open the
    /// URL by hand.
    case noOpener
    /// The opener could not be started; `reason` says why (for the log).
    case failed(reason: String)
}
