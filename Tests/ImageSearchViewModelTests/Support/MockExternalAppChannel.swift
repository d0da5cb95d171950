import ImageSearchModel

/// An external-app channel that answers with a fixed outcome and records the URLs and files it
/// was asked to open.
final class MockExternalAppChannel: ExternalAppChanneling {
    private let outcome: ExternalAppOutcome
    private let openedLog = Log<String>()

    /// A channel whose every request ends in `outcome`.
    init(outcome: ExternalAppOutcome = .opened) {
        self.outcome = outcome
    }

    /// The URLs asked to open, in order.
    var openedURLs: [String] { openedLog.values }
    /// The files asked to open, in order.
    var openedFiles: [String] { openedFileLog.values }
    private let openedFileLog = Log<String>()

    func openURL(_ url: String) -> ExternalAppOutcome {
        openedLog.append(url)
        return outcome
    }

    func openFile(atPath path: String) -> ExternalAppOutcome {
        openedFileLog.append(path)
        return outcome
    }
}
