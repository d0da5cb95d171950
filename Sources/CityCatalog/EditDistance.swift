/// How many single-character insertions, deletions and replacements turn one text into
/// another (Levenshtein's distance), for suggesting names close to a mistyped one. Pure.
enum EditDistance {
    /// The distance between `first` and `second`, counted in characters.
    static func between(_ first: String, _ second: String) -> Int {
        let first = Array(first)
        let second = Array(second)
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previous = Array(0...second.count)
        var current = previous
        for (row, character) in first.enumerated() {
            current[0] = row + 1
            for column in 1...second.count {
                let replacing = previous[column - 1] + (character == second[column - 1] ? 0 : 1)
                current[column] = min(previous[column] + 1, current[column - 1] + 1, replacing)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}
