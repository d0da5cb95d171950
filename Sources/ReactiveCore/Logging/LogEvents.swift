/// Where a `logEvents(…)` call was made and what it logs to: turns the kinds of event asked
/// for into `on(…)` callbacks that describe their event to the logger.
struct EventLog<Kind: RawRepresentable & Hashable & Sendable>: Sendable where Kind.RawValue == String {
    let kinds: Set<Kind>
    let identifier: String
    let fileName: String
    let functionName: String
    let lineNumber: Int
    let logger: EventLogger

    /// A callback logging `kind`, or nil if `kind` was not asked for.
    func callback(_ kind: Kind) -> (@Sendable () -> Void)? {
        guard kinds.contains(kind) else { return nil }
        return { log(kind.rawValue) }
    }

    /// A callback logging `kind` with the value it receives, or nil if `kind` was not asked for.
    func callback<Payload>(_ kind: Kind, with _: Payload.Type) -> (@Sendable (Payload) -> Void)? {
        guard kinds.contains(kind) else { return nil }
        return { payload in log("\(kind.rawValue) \(payload)") }
    }

    private func log(_ description: String) {
        logger(identifier, description, fileName, functionName, lineNumber)
    }
}

extension Signal {
    /// Logs the events of this signal — those listed in `events` — as they pass, by calling
    /// `logger` (by default `defaultEventLog`, which prints them). The identifier and the call
    /// site are passed to the logger with each event.
    ///
    /// Threading: `logger` is called on the thread that delivers each event.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal<Value, Error> {
        let log = EventLog(
            kinds: events, identifier: identifier, fileName: fileName, functionName: functionName,
            lineNumber: lineNumber, logger: logger
        )
        return on(
            failed: log.callback(.failed, with: Error.self),
            completed: log.callback(.completed),
            interrupted: log.callback(.interrupted),
            terminated: log.callback(.terminated),
            disposed: log.callback(.disposed),
            value: log.callback(.value, with: Value.self)
        )
    }
}

extension SignalProducer {
    /// Logs the events of each run — those listed in `events`, including its start and the end
    /// of its lifetime — by calling `logger` (by default `defaultEventLog`, which prints them).
    /// The identifier and the call site are passed to the logger with each event.
    ///
    /// Threading: `logger` is called on the thread that starts the run (`starting`, `started`)
    /// or that delivers the event.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer<Value, Error> {
        let log = EventLog(
            kinds: events, identifier: identifier, fileName: fileName, functionName: functionName,
            lineNumber: lineNumber, logger: logger
        )
        return on(
            starting: log.callback(.starting),
            started: log.callback(.started),
            failed: log.callback(.failed, with: Error.self),
            completed: log.callback(.completed),
            interrupted: log.callback(.interrupted),
            terminated: log.callback(.terminated),
            disposed: log.callback(.disposed),
            value: log.callback(.value, with: Value.self)
        )
    }
}
