/// A performance target of REACTIVE.md for ReactiveCore, checked against the measurements of one run.
enum Target: CaseIterable {
    /// Workload a: ReactiveCore takes at most 1/5 of OpenCombine's time per event.
    case fifthOfOpenCombineOnPipeMapFilter
    /// Every workload: ReactiveCore takes less time per event than OpenCombine.
    case fasterThanOpenCombineEverywhere
    /// Workload a0: ReactiveCore takes at most 10 times the plain closures' time per event.
    case pipeWithinTenTimesClosures

    /// The target in words, for the report.
    var summary: String {
        switch self {
        case .fifthOfOpenCombineOnPipeMapFilter: "a: ReactiveCore/OpenCombine ≤ 0.2"
        case .fasterThanOpenCombineEverywhere: "every workload run: ReactiveCore/OpenCombine < 1"
        case .pipeWithinTenTimesClosures: "a0: ReactiveCore/closures ≤ 10"
        }
    }

    /// Whether `results` meet the target, or nil when they lack the workloads it is about.
    func isMet(by results: [WorkloadMeasurement]) -> Bool? {
        switch self {
        case .fifthOfOpenCombineOnPipeMapFilter:
            results.first { $0.workload == .pipeMapFilter }.map { $0.ratio(.reactiveCore, to: .openCombine) <= 0.2 }
        case .fasterThanOpenCombineEverywhere:
            results.isEmpty ? nil : results.allSatisfy { $0.ratio(.reactiveCore, to: .openCombine) < 1 }
        case .pipeWithinTenTimesClosures:
            results.first { $0.workload == .pipe }.map { $0.ratio(.reactiveCore, to: .closures) <= 10 }
        }
    }
}
