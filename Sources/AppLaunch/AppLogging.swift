import AppSupport
import Logging

/// Where the apps' logs go: to the `--log-file`, with secrets redacted, or nowhere — never to
/// the terminal, which the screens own.
public enum AppLogging {
    /// Sends every logger of the process to `path` (appending), or discards every message when
    /// `path` is nil. Call once, first thing (swift-log allows one bootstrap per process); throws
    /// when the file cannot be opened, saying why.
    public static func bootstrap(logFile path: String?, redactor: SecretRedactor, level: Logger.Level = .info) throws(LogFileError) {
        guard let path else {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            return
        }
        let file = try LogFile(path: path)
        LoggingSystem.bootstrap { label in
            var handler = FileLogHandler(label: label, file: file, redactor: redactor)
            handler.logLevel = level
            return handler
        }
    }
}
