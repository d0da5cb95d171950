/// The kinds of event that `logEvents(…)` can log, to choose from with its `events` argument.
public enum LoggingEvent {
    /// What a signal's `logEvents` can log.
    public enum Signal: String, CaseIterable, Sendable {
        /// Each value.
        case value
        /// Successful completion.
        case completed
        /// Failure, with the error.
        case failed
        /// Any terminating event, after the event itself.
        case terminated
        /// The end of the logged signal's lifetime.
        case disposed
        /// Interruption.
        case interrupted

        /// Every kind. Deprecated as in ReactiveSwift 7: `allCases` lists them.
        @available(*, deprecated, message: "use allCases")
        public static var allEvents: Set<Signal> { Set(allCases) }
    }

    /// What a producer's `logEvents` can log.
    public enum SignalProducer: String, CaseIterable, Sendable {
        /// A run is about to start.
        case starting
        /// A run has started: the start handler has returned.
        case started
        /// Each value.
        case value
        /// Successful completion.
        case completed
        /// Failure, with the error.
        case failed
        /// Any terminating event, after the event itself.
        case terminated
        /// The end of the run's lifetime.
        case disposed
        /// Interruption.
        case interrupted

        /// Every kind. Deprecated as in ReactiveSwift 7: `allCases` lists them.
        @available(*, deprecated, message: "use allCases")
        public static var allEvents: Set<SignalProducer> { Set(allCases) }
    }
}
