/// Myers' difference algorithm in linear space (the "middle snake" bisection of Myers 1986,
/// §4b): the deletes and inserts of a shortest edit script between two arrays.
///
/// Time O((n + m) · D) in the worst case and O((n + m) + D²) expected, where D is the number
/// of edits; memory O(n + m + D). Common prefixes and suffixes are trimmed before bisecting, which
/// makes the usual "few edits in a long list" case nearly linear.
///
/// Inlinable so that clients specialise the element comparisons for their element type; the
/// search runs on unsafe buffers because bounds checks would double its cost — every index is
/// kept in range by the loop conditions.
@usableFromInline
struct MyersDiff<Element: Equatable> {
    /// Old indices to delete, ascending (the recursion visits sub-ranges left to right).
    @usableFromInline var deletes: [Int] = []
    /// New indices to insert, ascending.
    @usableFromInline var inserts: [Int] = []

    @inlinable
    init(old: [Element], new: [Element]) {
        // The furthest-reaching arrays cover the diagonals -capacity...capacity. Most diffs
        // need few of them, and small arrays stay in the cache and off fresh pages; a search
        // that needs more starts again with four times the room, which at worst about doubles
        // the work. Room for (n + m + 1) / 2 diagonals always suffices.
        let enough = (old.count + new.count + 1) / 2 + 1
        var capacity = min(256, enough)
        while true {
            if let edits = MyersDiff.edits(old: old, new: new, capacity: capacity) {
                (deletes, inserts) = edits
                return
            }
            capacity = min(capacity * 4, enough)
        }
    }

    /// The edits, or nil if a search needed more than `capacity` diagonals either side.
    @inlinable
    static func edits(old: [Element], new: [Element], capacity: Int) -> (deletes: [Int], inserts: [Int])? {
        var forward = [Int](repeating: -1, count: 2 * capacity + 3)
        var reverse = forward
        var edits: (deletes: [Int], inserts: [Int])?
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                forward.withUnsafeMutableBufferPointer { forward in
                    reverse.withUnsafeMutableBufferPointer { reverse in
                        var search = Search(old: old, new: new, forward: forward, reverse: reverse, capacity: capacity)
                        if search.diff(oldRange: 0..<old.count, newRange: 0..<new.count) {
                            edits = (search.deletes, search.inserts)
                        }
                    }
                }
            }
        }
        return edits
    }

    /// What a middle-snake search found.
    @usableFromInline
    enum Bisection {
        /// A point on a shortest edit path, splitting the problem into two smaller ones.
        case split(Int, Int)
        /// The ranges share no element: replacing everything is the shortest script.
        case disjoint
        /// The search needed more diagonals than the arrays hold.
        case overflow
    }

    @usableFromInline
    struct Search {
        @usableFromInline let old: UnsafeBufferPointer<Element>
        @usableFromInline let new: UnsafeBufferPointer<Element>
        @usableFromInline let forward: UnsafeMutableBufferPointer<Int>
        @usableFromInline let reverse: UnsafeMutableBufferPointer<Int>
        /// The largest edit distance either search may reach; diagonal k lives at
        /// `capacity + 1 + k`.
        @usableFromInline let capacity: Int
        @usableFromInline var deletes: [Int] = []
        @usableFromInline var inserts: [Int] = []

        @inlinable
        init(
            old: UnsafeBufferPointer<Element>,
            new: UnsafeBufferPointer<Element>,
            forward: UnsafeMutableBufferPointer<Int>,
            reverse: UnsafeMutableBufferPointer<Int>,
            capacity: Int
        ) {
            self.old = old
            self.new = new
            self.forward = forward
            self.reverse = reverse
            self.capacity = capacity
        }

        /// Appends the edits between the ranges; false if a search overflowed.
        @inlinable
        mutating func diff(oldRange: Range<Int>, newRange: Range<Int>) -> Bool {
            var (aLo, aHi, bLo, bHi) = (oldRange.lowerBound, oldRange.upperBound, newRange.lowerBound, newRange.upperBound)
            while aLo < aHi && bLo < bHi && old[aLo] == new[bLo] {
                aLo += 1
                bLo += 1
            }
            while aLo < aHi && bLo < bHi && old[aHi - 1] == new[bHi - 1] {
                aHi -= 1
                bHi -= 1
            }
            if aLo == aHi {
                inserts += bLo..<bHi
                return true
            }
            if bLo == bHi {
                deletes += aLo..<aHi
                return true
            }
            switch middleSnake(aLo, aHi, bLo, bHi) {
            case let .split(x, y):
                return diff(oldRange: aLo..<x, newRange: bLo..<y) && diff(oldRange: x..<aHi, newRange: y..<bHi)
            case .disjoint:
                deletes += aLo..<aHi
                inserts += bLo..<bHi
                return true
            case .overflow:
                return false
            }
        }

        /// Runs the forward and the reverse searches until their paths overlap and returns the
        /// point where the forward path reaches the overlap: a point on a shortest edit path
        /// that splits the problem into two with about half the edits each, and is never a
        /// corner of it. The paths only fail to meet within (n + m + 1) / 2 rounds when the
        /// ranges share no element.
        @inlinable
        func middleSnake(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> Bisection {
            let n = aHi - aLo
            let m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let offset = capacity + 1
            let length = forward.count
            // forward[offset + k]: furthest x reached on diagonal k (y = x - k) from the start;
            // reverse[offset + k]: the same from the end, in reversed coordinates. Both hold -1
            // (unreached) everywhere between searches: a search touches only the diagonals
            // within d + 1 of its middle and clears them when it ends, which costs O(D) rather
            // than O(n + m) per sub-problem.
            var reachedD = 0
            defer {
                for index in max(0, offset - reachedD - 1)...min(length - 1, offset + reachedD + 1) {
                    forward[index] = -1
                    reverse[index] = -1
                }
            }
            forward[offset + 1] = 0
            reverse[offset + 1] = 0
            let delta = n - m
            // With an odd delta the paths can first meet during a forward step, else a reverse
            // one.
            let checkForward = delta % 2 != 0
            // Diagonals that ran off an edge are skipped in later rounds.
            var forwardStart = 0, forwardEnd = 0, reverseStart = 0, reverseEnd = 0
            for d in 0..<maxD {
                guard d < capacity else { return .overflow }
                reachedD = d
                var k = -d + forwardStart
                while k <= d - forwardEnd {
                    let kOffset = offset + k
                    var x = k == -d || (k != d && forward[kOffset - 1] < forward[kOffset + 1])
                        ? forward[kOffset + 1]
                        : forward[kOffset - 1] + 1
                    var y = x - k
                    while x < n && y < m && old[aLo + x] == new[bLo + y] {
                        x += 1
                        y += 1
                    }
                    forward[kOffset] = x
                    if x > n {
                        forwardEnd += 2
                    } else if y > m {
                        forwardStart += 2
                    } else if checkForward {
                        let reverseOffset = offset + delta - k
                        if reverseOffset >= 0 && reverseOffset < length && reverse[reverseOffset] != -1
                            && x >= n - reverse[reverseOffset] {
                            return .split(aLo + x, bLo + y)
                        }
                    }
                    k += 2
                }
                k = -d + reverseStart
                while k <= d - reverseEnd {
                    let kOffset = offset + k
                    var x = k == -d || (k != d && reverse[kOffset - 1] < reverse[kOffset + 1])
                        ? reverse[kOffset + 1]
                        : reverse[kOffset - 1] + 1
                    var y = x - k
                    while x < n && y < m && old[aHi - x - 1] == new[bHi - y - 1] {
                        x += 1
                        y += 1
                    }
                    reverse[kOffset] = x
                    if x > n {
                        reverseEnd += 2
                    } else if y > m {
                        reverseStart += 2
                    } else if !checkForward {
                        let forwardOffset = offset + delta - k
                        if forwardOffset >= 0 && forwardOffset < length && forward[forwardOffset] != -1 {
                            let forwardX = forward[forwardOffset]
                            if forwardX >= n - x {
                                return .split(aLo + forwardX, bLo + forwardX - (forwardOffset - offset))
                            }
                        }
                    }
                    k += 2
                }
            }
            return .disjoint
        }
    }
}
