/// The implementations compared in one run: the plain-closure limit and the two reactive libraries.
enum Implementation: CaseIterable {
    /// Plain closures: the cost floor.
    case closures
    /// This project's ReactiveCore.
    case reactiveCore
    /// OpenCombine 0.14.0, the peer.
    case openCombine

    /// The implementation's name in the report.
    var name: String {
        switch self {
        case .closures: "closures"
        case .reactiveCore: "ReactiveCore"
        case .openCombine: "OpenCombine"
        }
    }

    /// The workloads as this implementation writes them.
    var suite: any WorkloadSuite.Type {
        switch self {
        case .closures: ClosureWorkloads.self
        case .reactiveCore: ReactiveCoreWorkloads.self
        case .openCombine: OpenCombineWorkloads.self
        }
    }
}
