/// A performance target for ReactiveCore, checked against the measurements of one run: ReactiveCore's
/// time per event divided by a baseline's stays within a limit.
struct Target {
    /// The workload the target is about, or nil for a target on every workload run.
    let workload: Workload?
    /// The implementation ReactiveCore is compared with.
    let baseline: Implementation
    /// The largest ratio ReactiveCore/baseline that meets the target.
    let limit: Double
    /// Whether the ratio must stay below `limit` rather than at most reach it.
    let isStrict: Bool

    /// REACTIVE.md's targets, those of issue 12 ("ReactiveCore speed") and those of issue 25 (`b`, `e`, `c2`).
    static let all = [
        Target(workload: .pipeMapFilter, baseline: .openCombine, limit: 0.2, isStrict: false),
        Target(workload: nil, baseline: .openCombine, limit: 1, isStrict: true),
        Target(workload: .pipe, baseline: .closures, limit: 10, isStrict: false),
        Target(workload: .valueProducerStarts, baseline: .openCombine, limit: 0.2, isStrict: false),
        Target(workload: .propertyObservers, baseline: .openCombine, limit: 0.5, isStrict: false),
        Target(workload: .propertyProducerObservers, baseline: .openCombine, limit: 0.25, isStrict: false),
        Target(workload: .flatMapLatest, baseline: .openCombine, limit: 0.2, isStrict: false),
    ]

    /// The target in words, for the report, such as "a: ReactiveCore/OpenCombine ≤ 0.2".
    var summary: String {
        let scope = workload.map { "\($0.rawValue):" } ?? "every workload run:"
        let limitText = limit == limit.rounded() ? String(Int(limit)) : String(limit)
        return "\(scope) ReactiveCore/\(baseline.name) \(isStrict ? "<" : "≤") \(limitText)"
    }

    /// Whether `results` meet the target, or nil when they lack what it is about: its workload, or
    /// ReactiveCore's or the baseline's measurement of it.
    func isMet(by results: [WorkloadMeasurement]) -> Bool? {
        let ratios = results
            .filter { workload == nil || $0.workload == workload }
            .map { $0.ratio(.reactiveCore, to: baseline) }
            .filter { !$0.isNaN }
        guard !ratios.isEmpty else { return nil }
        return ratios.allSatisfy { isStrict ? $0 < limit : $0 <= limit }
    }
}
