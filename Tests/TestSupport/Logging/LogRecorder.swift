import Logging
import ReactiveCore

/// Collects what is logged through ``logger``, to check what code leaves in the log (a secret
/// must never be there). Safe to use from any thread; every copy of ``logger`` writes here.
public final class LogRecorder: Sendable {
    /// One logged message.
    public struct Entry: Sendable {
        /// The level it was logged at.
        public let level: Logger.Level
        /// The message.
        public let message: String
        /// The logger's and the message's metadata, as text.
        public let metadata: [String: String]

        /// The message and its metadata as one line, as a file log would hold it.
        public var line: String {
            ([message] + metadata.keys.sorted().map { "\($0)=\(metadata[$0] ?? "")" }).joined(separator: " ")
        }
    }

    private let entries = Locked<[Entry]>([])

    /// A recorder with nothing logged yet.
    public init() {}

    /// A logger at trace level whose messages this recorder collects.
    public var logger: Logger {
        var logger = Logger(label: "TestSupport.LogRecorder") { [entries] _ in Handler(entries: entries) }
        logger.logLevel = .trace
        return logger
    }

    /// The messages logged so far.
    public var logged: [Entry] { entries.withLock { $0 } }

    /// The messages logged so far, each as one line.
    public var lines: [String] { logged.map(\.line) }

    private struct Handler: LogHandler {
        let entries: Locked<[Entry]>
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
            let entry = Entry(level: event.level, message: "\(event.message)", metadata: all.mapValues { "\($0)" })
            entries.withLock { $0.append(entry) }
        }
    }
}
