/// One implementation of every workload: a library under test, or the plain-closure baseline.
///
/// Each function runs its workload once at the given size and returns the checksum, the wrapping sum of
/// the values its final observer received, so that implementations can be checked against each other.
/// Implementations mark them `@inline(never)` so each is timed as one opaque call.
protocol WorkloadSuite {
    /// Workload a: `values` Ints (0..<values) through pipe → map(×3) → filter(even) → observer.
    static func pipeMapFilter(values: Int) -> Int
    /// Workload a0: `values` Ints (0..<values) through pipe → observer.
    static func pipe(values: Int) -> Int
    /// Workload a2: a producer over 0..<values → map(×3) → filter(even) → observer.
    static func sequenceMapFilter(values: Int) -> Int
    /// Workload b: for i in 0..<starts, start a producer of the single value i → map(+1) → observer.
    static func valueProducerStarts(starts: Int) -> Int
    /// Workload c: a property of initial value 0 with `Workload.propertyObserverCount` observers of its
    /// changes, set to 0..<sets in turn; the initial value is not delivered.
    static func propertyObservers(sets: Int) -> Int
    /// Workload c2: a property of initial value 0 whose producer is started `Workload.propertyObserverCount`
    /// times, each run receiving the current value and then every change, set to 0..<sets in turn.
    static func propertyProducerObservers(sets: Int) -> Int
    /// Workload d: combineLatest of two pipes; for i in 0..<valuesPerPipe, i is sent to the first pipe
    /// then to the second; the observer adds up both members of every combined pair.
    static func combineLatest(valuesPerPipe: Int) -> Int
    /// Workload e: a pipe of 0..<outerValues, each value v switched (latest strategy) to a producer of
    /// v..<v + `Workload.innerValueCount`.
    static func flatMapLatest(outerValues: Int) -> Int
}

extension WorkloadSuite {
    /// Runs `workload` once at `size` (the workload's `n`) and returns its checksum.
    static func run(_ workload: Workload, size: Int) -> Int {
        switch workload {
        case .pipeMapFilter: pipeMapFilter(values: size)
        case .pipe: pipe(values: size)
        case .sequenceMapFilter: sequenceMapFilter(values: size)
        case .valueProducerStarts: valueProducerStarts(starts: size)
        case .propertyObservers: propertyObservers(sets: size)
        case .propertyProducerObservers: propertyProducerObservers(sets: size)
        case .combineLatest: combineLatest(valuesPerPipe: size)
        case .flatMapLatest: flatMapLatest(outerValues: size)
        }
    }
}
