/// A deterministic random number generator (SplitMix64), so that every run diffs the same
/// arrays.
struct WorkloadGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `count` distinct integers (0..<count shuffled), so that a diff cannot match by accident.
    mutating func distinctValues(count: Int) -> [Int] {
        Array(0..<count).shuffled(using: &self)
    }

    /// `base` with `edits` edits at random positions, a third each inserts (of fresh values
    /// from `freshValues` upward), deletes and replacements.
    mutating func edited(_ base: [Int], edits: Int, freshValues: Int) -> [Int] {
        var result = base
        var fresh = freshValues
        for edit in 0..<edits {
            switch edit % 3 {
            case 0:
                result.insert(fresh, at: Int.random(in: 0...result.count, using: &self))
                fresh += 1
            case 1:
                result.remove(at: Int.random(in: 0..<result.count, using: &self))
            default:
                result[Int.random(in: 0..<result.count, using: &self)] = fresh
                fresh += 1
            }
        }
        return result
    }
}
