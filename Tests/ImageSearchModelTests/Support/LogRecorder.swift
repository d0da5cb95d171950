import Foundation
import Logging
import ReactiveCore

/// Collects what is logged through ``logger``, to check what a request leaves in the log.
final class LogRecorder: Sendable {
    /// One logged message.
    struct Entry: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]

        /// The message and its metadata as one line, as a file log would hold it.
        var line: String {
            ([message] + metadata.keys.sorted().map { "\($0)=\(metadata[$0] ?? "")" }).joined(separator: " ")
        }
    }

    private let entries = Locked<[Entry]>([])

    /// A logger at trace level whose messages this recorder collects.
    var logger: Logger {
        var logger = Logger(label: "ImageSearchModelTests") { [entries] _ in Handler(entries: entries) }
        logger.logLevel = .trace
        return logger
    }

    /// The messages logged so far.
    var logged: [Entry] { entries.withLock { $0 } }

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
