/// A row of the identity-diff workloads: an identity and contents that edits may change.
struct BenchmarkRow: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
}
