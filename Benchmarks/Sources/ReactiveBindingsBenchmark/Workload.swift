import ReactiveBindings
import ReactiveCore

/// The workloads. Each `run` returns a checksum so the work cannot be optimised away
/// and runs can be compared.
enum Workload: String, CaseIterable {
    case diff100 = "diff 10k Ints, 100 edits (Myers)"
    case diff5000 = "diff 10k Ints, 5,000 edits (Myers)"
    case identityDiff100 = "diff 10k Identifiable rows, 100 edits"
    case identityDiff5000 = "diff 10k Identifiable rows, 5,000 edits"
    case appends = "100k appends one by one, one observer"

    /// Prepares the inputs outside the timed part and returns the timed part.
    func prepare(scale: Int) -> () -> Int {
        let count = 10_000 / scale
        var generator = WorkloadGenerator(seed: 3)
        switch self {
        case .diff100, .diff5000:
            let old = generator.distinctValues(count: count)
            let new = generator.edited(old, edits: edits(scale: scale), freshValues: count)
            return { ChangeSet(from: old, to: new).checksum }
        case .identityDiff100, .identityDiff5000:
            let old = generator.distinctValues(count: count)
            let new = generator.edited(old, edits: edits(scale: scale), freshValues: count)
            let oldRows = old.map { BenchmarkRow(id: $0, value: 0) }
            // Every tenth surviving row also changes its contents: an update.
            let newRows = new.map { BenchmarkRow(id: $0, value: $0 % 10 == 0 ? 1 : 0) }
            return { ChangeSet(from: oldRows, to: newRows).checksum }
        case .appends:
            let total = 100_000 / scale
            return {
                let array = MutableObservableArray<Int>()
                let received = Counter()
                array.signal.observeValues { change in received.add(change.changeSet.inserts[0]) }
                for value in 0..<total { array.append(value) }
                return received.value
            }
        }
    }

    private func edits(scale: Int) -> Int {
        switch self {
        case .diff100, .identityDiff100: 100 / scale
        default: 5_000 / scale
        }
    }
}

extension ChangeSet {
    /// A summary of every index list, equal for equal change sets.
    var checksum: Int {
        deletes.reduce(0, &+) &* 3 &+ inserts.reduce(0, &+) &* 5 &+ updates.reduce(0, &+) &* 7
            &+ moves.reduce(0) { $0 &+ $1.from &* 11 &+ $1.to &* 13 }
    }
}
