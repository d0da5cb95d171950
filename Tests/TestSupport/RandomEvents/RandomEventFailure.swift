/// A random-event run that failed: what went wrong, and what it takes to see it again — the seed,
/// the number of events, the last events sent and the screen when it failed. Its description is
/// what a test failure shows.
public struct RandomEventFailure: Error, CustomStringConvertible {
    /// What the driver itself finds wrong.
    public enum Cause: Error, CustomStringConvertible {
        /// The program is no longer running (ended, a zombie, stopped); why the driver thinks so.
        case programEnded(String)

        /// The cause in a sentence.
        public var description: String {
            switch self {
            case let .programEnded(why): "the program is no longer running: \(why)"
            }
        }
    }

    /// What went wrong: a ``Cause``, a ``TerminalProgramRun/Failure`` (with its screen), tmux's.
    public let error: any Error
    /// The run's settings, the seed among them.
    public let settings: RandomEventSettings
    /// How many events were sent before it failed.
    public let sentCount: Int
    /// The last events sent, oldest first, numbered from the run's first.
    public let recentEvents: [String]
    /// The window's size when it failed.
    public let size: PaneSize
    /// The screen when it failed.
    public let screen: String

    /// How far the run got: "812 of the 2000 random events sent", or "the 2000 random events
    /// sent, then 7 of the checks'".
    private var progress: String {
        sentCount <= settings.eventCount
            ? "\(sentCount) of the \(settings.eventCount) random events sent"
            : "the \(settings.eventCount) random events sent, then \(sentCount - settings.eventCount) of the checks'"
    }

    /// The error, the seed and how to replay it, the last events, the screen.
    public var description: String {
        """
        \(error)
        random events: seed \(settings.seed); \(progress); replay with \(settings.replay)
        the last \(recentEvents.count) events, oldest first: \(recentEvents.joined(separator: ", "))
        the screen (\(size)):
        \(screen)
        """
    }
}
