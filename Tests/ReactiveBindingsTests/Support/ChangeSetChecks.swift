import ReactiveBindings
import TestSupport

/// `old` with every step of `changeSet` applied in order, values taken from `new`.
func applying<Element>(_ changeSet: ChangeSet, to old: [Element], new: [Element]) -> [Element] {
    var result = old
    for step in changeSet.steps() {
        result.apply(step, takingValuesFrom: new)
    }
    return result
}

/// The length of a longest common subsequence, by dynamic programming (the reference the
/// minimality of the diff is checked against).
func longestCommonSubsequenceLength<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var current = [Int](repeating: 0, count: b.count + 1)
        for (j, y) in b.enumerated() {
            current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
        }
        previous = current
    }
    return previous[b.count]
}

/// A random array of `count` small integers drawn from `alphabet` values (a small alphabet
/// makes repeats and long common runs likely).
func randomArray(count: Int, alphabet: Int, using generator: inout SeededGenerator) -> [Int] {
    (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
}

/// `base` with `edits` random inserts, deletes and replacements.
func randomlyEdited(_ base: [Int], edits: Int, alphabet: Int, using generator: inout SeededGenerator) -> [Int] {
    var result = base
    for _ in 0..<edits {
        let choice = Int.random(in: 0..<3, using: &generator)
        if choice == 0 || result.isEmpty {
            result.insert(Int.random(in: 0..<alphabet, using: &generator), at: Int.random(in: 0...result.count, using: &generator))
        } else if choice == 1 {
            result.remove(at: Int.random(in: 0..<result.count, using: &generator))
        } else {
            result[Int.random(in: 0..<result.count, using: &generator)] = Int.random(in: 0..<alphabet, using: &generator)
        }
    }
    return result
}
