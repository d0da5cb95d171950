// ReactiveBindings — the SwiftBond layer of the seeds: observable arrays with change sets,
// binding targets and the request-list state model, built on ReactiveCore.
// Depends on: ReactiveCore. Filled by the ReactiveBindings issue.
