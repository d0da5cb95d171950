import ImageCodec

/// Finds the palette entry nearest to a colour (squared RGB distance) without comparing it with
/// every entry: the entries are sorted by green, the search starts at the colour's green and
/// walks outwards, and stops in each direction once the green difference alone is no better
/// than the best found. A plain value; build one per palette.
struct NearestColorFinder {
    private struct Entry {
        var red: Int
        var green: Int
        var blue: Int
        var index: UInt8
    }

    private let entries: [Entry]

    /// A finder over `palette`, which must hold 1 to 256 colours.
    init(palette: [RGBColor]) {
        precondition((1...256).contains(palette.count), "A palette needs 1 to 256 colours, got \(palette.count)")
        entries = palette.enumerated()
            .map { Entry(red: Int($1.red), green: Int($1.green), blue: Int($1.blue), index: UInt8($0)) }
            .sorted { $0.green < $1.green }
    }

    /// The index in the palette of the entry nearest to the colour; ties go to either.
    func nearestIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        entries.withUnsafeBufferPointer { entries in
            var bestIndex = entries[0].index
            var bestDistance = Int.max
            var upward = firstEntry(withGreenAtLeast: green, in: entries)
            var downward = upward - 1
            while upward < entries.count || downward >= 0 {
                if upward < entries.count {
                    if consider(entries[upward], red, green, blue, &bestIndex, &bestDistance) {
                        upward += 1
                    } else {
                        upward = entries.count
                    }
                }
                if downward >= 0 {
                    if consider(entries[downward], red, green, blue, &bestIndex, &bestDistance) {
                        downward -= 1
                    } else {
                        downward = -1
                    }
                }
            }
            return bestIndex
        }
    }

    /// Compares `entry` with the best so far; false once the green difference alone reaches
    /// the best distance, so that entries further along cannot be nearer.
    @inline(__always)
    private func consider(_ entry: Entry, _ red: Int, _ green: Int, _ blue: Int, _ bestIndex: inout UInt8, _ bestDistance: inout Int) -> Bool {
        let greenDistance = (entry.green - green) * (entry.green - green)
        guard greenDistance < bestDistance else { return false }
        let distance = greenDistance + (entry.red - red) * (entry.red - red) + (entry.blue - blue) * (entry.blue - blue)
        if distance < bestDistance {
            bestDistance = distance
            bestIndex = entry.index
        }
        return true
    }

    private func firstEntry(withGreenAtLeast green: Int, in entries: UnsafeBufferPointer<Entry>) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].green < green {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
