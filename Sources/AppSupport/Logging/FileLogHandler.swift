import Foundation
import Logging

/// A swift-log handler that appends each message, as one line, to a ``LogFile`` — with every
/// secret taken out by a ``SecretRedactor`` first, metadata included.
///
/// Line format: `2026-11-24T11:15:02.123Z info imagesearch: message key=value`.
/// A value type like every `LogHandler`; copies share the file. Thread-safe.
public struct FileLogHandler: LogHandler {
    /// The lowest level written. Default `.info`.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every line.
    public var metadata: Logger.Metadata = [:]

    private let label: String
    private let file: LogFile
    private let redactor: SecretRedactor

    /// A handler for loggers labelled `label`, writing to `file`, redacting with `redactor`.
    public init(label: String, file: LogFile, redactor: SecretRedactor) {
        self.label = label
        self.file = file
        self.redactor = redactor
    }

    /// One metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the event as one redacted line.
    public func log(event: LogEvent) {
        var line = "\(Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))) \(event.level) \(label): \(event.message)"
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        for key in merged.keys.sorted() {
            line += " \(key)=\(merged[key]!)"
        }
        file.append(redactor.redact(line.replacingOccurrences(of: "\n", with: "\\n")))
    }
}
