/// One timed run of a workload: how long it took and the checksum it returned.
struct Sample {
    /// The run's wall time on `ContinuousClock`.
    let duration: Duration
    /// The checksum the run returned.
    let checksum: Int
}

/// The timed runs of one implementation on one workload.
struct Measurement {
    /// The events one run counts.
    let events: Int
    /// The timed runs, in the order they ran.
    private(set) var samples: [Sample] = []

    /// Adds the sample of one more timed run.
    mutating func record(_ sample: Sample) {
        samples.append(sample)
    }

    /// The median run time in nanoseconds (the mean of the middle two for an even number of runs).
    var medianNanoseconds: Double {
        let sorted = samples.map { $0.duration.nanoseconds }.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median run time divided by the events of one run.
    var nanosecondsPerEvent: Double {
        medianNanoseconds / Double(events)
    }

    /// The distinct checksums the runs returned: one, unless the implementation is not deterministic.
    var checksums: Set<Int> {
        Set(samples.map(\.checksum))
    }
}

/// The measurements of every implementation on one workload.
struct WorkloadMeasurement {
    /// The workload measured.
    let workload: Workload
    /// The size it ran at, its `n`.
    let size: Int
    /// The measurement of each implementation.
    let measurements: [Implementation: Measurement]

    /// The events one run counts.
    var events: Int {
        workload.events(size: size)
    }

    /// The single checksum every run of every implementation returned, or nil if they disagree.
    var agreedChecksum: Int? {
        let all = measurements.values.reduce(into: Set<Int>()) { $0.formUnion($1.checksums) }
        return all.count == 1 ? all.first : nil
    }
}

/// Runs `body` once and times it on `ContinuousClock`.
func timedRun(_ body: () -> Int) -> Sample {
    var checksum = 0
    let duration = ContinuousClock().measure {
        checksum = body()
    }
    return Sample(duration: duration, checksum: checksum)
}

/// Measures `workload` at `size` on every implementation of `implementations`.
///
/// Each implementation first runs `warmUpRuns` untimed times; then come `runs` rounds in which each
/// implementation runs once, so that a drift in the machine's speed affects all implementations alike.
func measure(
    _ workload: Workload,
    size: Int,
    on implementations: [Implementation],
    runs: Int,
    warmUpRuns: Int
) -> WorkloadMeasurement {
    for implementation in implementations {
        for _ in 0..<warmUpRuns {
            _ = implementation.suite.run(workload, size: size)
        }
    }
    var measurements = Dictionary(
        uniqueKeysWithValues: implementations.map { ($0, Measurement(events: workload.events(size: size))) }
    )
    for _ in 0..<runs {
        for implementation in implementations {
            measurements[implementation]?.record(timedRun { implementation.suite.run(workload, size: size) })
        }
    }
    return WorkloadMeasurement(workload: workload, size: size, measurements: measurements)
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
