/// A function that `logEvents(…)` calls for each event it logs, with the identifier given to
/// `logEvents`, a description of the event (`"value 3"`, `"failed <error>"`, `"completed"`, …)
/// and where `logEvents` was called.
///
/// Threading: called on the thread that delivers the event, one event at a time per logged
/// stream; hence `@Sendable`.
public typealias EventLogger = @Sendable (
    _ identifier: String,
    _ event: String,
    _ fileName: String,
    _ functionName: String,
    _ lineNumber: Int
) -> Void

/// The logger `logEvents(…)` uses unless given another: prints one line per event to standard
/// output, `[identifier] event fileName: …, functionName: …, lineNumber: …`.
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
    print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}
