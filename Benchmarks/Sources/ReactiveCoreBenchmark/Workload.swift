/// The workloads of REACTIVE.md's benchmark, with their sizes and how many events one run counts.
///
/// The raw value is the workload's name on the command line and in the report.
enum Workload: String, CaseIterable {
    /// Ints through pipe → map → filter → observer.
    case pipeMapFilter = "a"
    /// Ints through pipe → observer.
    case pipe = "a0"
    /// A producer over a sequence of Ints → map → filter → observer.
    case sequenceMapFilter = "a2"
    /// Repeated starts of a single-value producer → map.
    case valueProducerStarts = "b"
    /// A mutable property with several observers, set repeatedly.
    case propertyObservers = "c"
    /// A mutable property with several observers of its producer, started before it is set repeatedly.
    case propertyProducerObservers = "c2"
    /// The combination of the latest values of two pipes.
    case combineLatest = "d"
    /// Every Int of an outer pipe switched to an inner producer, flattened with the latest strategy.
    case flatMapLatest = "e"

    /// How many observers watch the property in workloads c and c2.
    static let propertyObserverCount = 10
    /// How many values each inner producer sends in workload e.
    static let innerValueCount = 10

    /// What the workload does, for the report's legend.
    var summary: String {
        switch self {
        case .pipeMapFilter: "pipe → map(×3) → filter(even) → observer"
        case .pipe: "pipe → observer"
        case .sequenceMapFilter: "producer over 0..<n → map(×3) → filter(even) → observer"
        case .valueProducerStarts: "start producer(value: i) → map(+1) → observer, n times"
        case .propertyObservers: "mutable property, \(Self.propertyObserverCount) observers, set n times"
        case .propertyProducerObservers:
            "mutable property, \(Self.propertyObserverCount) starts of its producer (current value first), set n times"
        case .combineLatest: "combineLatest of two pipes, n values sent to each alternately (OpenCombine 0.14.0 has none: composed)"
        case .flatMapLatest: "pipe of n Ints → flatMap(.latest) to \(Self.innerValueCount) values each"
        }
    }

    /// What one event of the workload is, for the report's legend.
    var eventMeaning: String {
        switch self {
        case .pipeMapFilter, .pipe: "a value sent"
        case .sequenceMapFilter: "a value of the sequence"
        case .valueProducerStarts: "a start"
        case .propertyObservers: "a delivery to one observer (n × \(Self.propertyObserverCount))"
        case .propertyProducerObservers: "a delivery to one observer ((n + 1) × \(Self.propertyObserverCount))"
        case .combineLatest: "a value sent to either pipe (n × 2)"
        case .flatMapLatest: "an inner value received (n × \(Self.innerValueCount))"
        }
    }

    /// The workload's size at full scale, as REACTIVE.md fixes it: the `n` of `summary`.
    var fullSize: Int {
        switch self {
        case .pipeMapFilter, .pipe, .sequenceMapFilter: 1_000_000
        case .valueProducerStarts, .propertyObservers, .propertyProducerObservers: 100_000
        case .combineLatest: 500_000
        case .flatMapLatest: 10_000
        }
    }

    /// How many events one run of size `size` counts, the divisor of ns/event.
    ///
    /// An event is a value sent into the source (a, a0, d), emitted by the sequence (a2), a start (b),
    /// a delivery to one observer (c: sets × observers; c2: the current value and the sets × observers), or an
    /// inner value received (e: outer × inner).
    func events(size: Int) -> Int {
        switch self {
        case .pipeMapFilter, .pipe, .sequenceMapFilter, .valueProducerStarts: size
        case .propertyObservers: size * Self.propertyObserverCount
        case .propertyProducerObservers: (size + 1) * Self.propertyObserverCount
        case .combineLatest: size * 2
        case .flatMapLatest: size * Self.innerValueCount
        }
    }
}
