/// The arithmetic of a stack: how a length is split between children with size rules. Pure
/// functions; usable from any thread.
enum StackDistribution {
    /// One child as the distribution sees it: its rule and, for `fit`, the length it asked for.
    struct Item: Equatable {
        var rule: SizeRule
        var fittingLength: Int
    }

    /// The lengths of `items` sharing `available` cells (spacing already taken off).
    ///
    /// Leftover space goes to `flexible` and `fill` items by weight, as whole cells: the
    /// remainders of the division go to the items with the largest fractions, earlier items
    /// first on a tie, so the lengths always add up to the space shared. A `flexible` item that
    /// reaches its `max` stops growing and the rest is shared again among the others.
    ///
    /// When the base lengths add up to more than `available`, `fit` items give up space first,
    /// the last one first, then every item from the last one back, so the leading children stay
    /// whole as long as possible.
    static func lengths(of items: [Item], available: Int) -> [Int] {
        var lengths = items.map(baseLength)
        let leftover = available - lengths.reduce(0, +)
        if leftover > 0 {
            share(leftover, among: items, into: &lengths)
        } else if leftover < 0 {
            var deficit = -leftover
            let fitIndices = items.indices.filter { items[$0].rule == .fit }
            shrink(&lengths, at: fitIndices.reversed(), by: &deficit)
            shrink(&lengths, at: items.indices.reversed(), by: &deficit)
        }
        return lengths
    }

    private static func baseLength(of item: Item) -> Int {
        switch item.rule {
        case .fixed(let length): max(0, length)
        case .fit: max(0, item.fittingLength)
        case .flexible(let minimum, _): max(0, minimum)
        case .fill: 0
        }
    }

    private static func weight(of rule: SizeRule) -> Int {
        switch rule {
        case .flexible: 1
        case .fill(let weight): max(1, weight)
        case .fixed, .fit: 0
        }
    }

    private static func room(of rule: SizeRule, at length: Int) -> Int {
        if case .flexible(_, let maximum) = rule { return max(0, maximum - length) }
        return Int.max
    }

    private static func share(_ leftover: Int, among items: [Item], into lengths: inout [Int]) {
        var remaining = leftover
        var growing = items.indices.filter { weight(of: items[$0].rule) > 0 && room(of: items[$0].rule, at: lengths[$0]) > 0 }
        while remaining > 0, !growing.isEmpty {
            let shares = wholeShares(of: remaining, weights: growing.map { weight(of: items[$0].rule) })
            var capped = false
            for (position, index) in growing.enumerated() {
                let granted = min(shares[position], room(of: items[index].rule, at: lengths[index]))
                if granted < shares[position] { capped = true }
                lengths[index] += granted
                remaining -= granted
            }
            growing.removeAll { room(of: items[$0].rule, at: lengths[$0]) == 0 }
            if !capped { break }
        }
    }

    /// `total` split in proportion to `weights` as whole numbers adding up to `total` (largest
    /// remainder first, earlier first on a tie).
    static func wholeShares(of total: Int, weights: [Int]) -> [Int] {
        let weightSum = weights.reduce(0, +)
        guard weightSum > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { total * $0 / weightSum }
        let remainders = weights.map { total * $0 % weightSum }
        let order = remainders.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(total - shares.reduce(0, +)) {
            shares[index] += 1
        }
        return shares
    }

    private static func shrink(_ lengths: inout [Int], at indices: some Sequence<Int>, by deficit: inout Int) {
        for index in indices where deficit > 0 {
            let taken = min(lengths[index], deficit)
            lengths[index] -= taken
            deficit -= taken
        }
    }
}
