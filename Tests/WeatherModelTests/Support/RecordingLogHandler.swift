import Logging
import ReactiveCore

/// A swift-log handler that keeps every line — message and metadata — for a test to read.
struct RecordingLogHandler: LogHandler {
    /// The lines logged through any copy of the handler.
    final class Lines: Sendable {
        private let lines = Locked<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    let lines: Lines

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        lines.append("\(event.message) \(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))")
    }

    /// A logger writing to `lines`.
    static func logger(into lines: Lines) -> Logger {
        Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
    }
}
