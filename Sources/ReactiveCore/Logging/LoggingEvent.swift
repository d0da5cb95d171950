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

        /// Every kind: the default.
        public static let allEvents: Set<Signal> = [.value, .completed, .failed, .terminated, .disposed, .interrupted]
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

        /// Every kind: the default.
        public static let allEvents: Set<SignalProducer> = [
            .starting, .started, .value, .completed, .failed, .terminated, .disposed, .interrupted,
        ]
    }
}
