/// The byte costs and encodings of the ways to move a terminal's cursor, for the renderer's
/// choice of the cheapest. Pure functions; usable from any thread.
enum CursorMove {
    /// The most unchanged cells the renderer writes through instead of moving over them.
    static let longestWriteThrough = 12

    /// The length of the CUP sequence to `target`.
    static func absoluteCost(to target: Point) -> Int {
        switch (target.x, target.y) {
        case (0, 0): 3  // ESC [ H
        case (0, _): 3 + digits(target.y + 1)
        default: 4 + digits(target.y + 1) + digits(target.x + 1)
        }
    }

    /// The length of the cheapest relative move from `from` to `target`.
    static func relativeCost(from: Point, to target: Point) -> Int {
        verticalCost(from.y, target.y) + horizontalCost(from.x, target.x)
    }

    /// Appends the cheapest relative move (whose cost is `relativeCost`).
    static func appendRelative(from: Point, to target: Point, into output: inout [UInt8]) {
        let rows = target.y - from.y
        if rows == 1 {
            output.append(0x0A)
        } else if rows > 1 {
            output.appendControlSequence(rows, final: "B")
        } else if rows < 0 {
            output.appendControlSequence(-rows, final: "A")
        }
        let columns = target.x - from.x
        if columns == 0 { return }
        if target.x == 0 {
            output.append(0x0D)
        } else if columns > 0 {
            output.appendControlSequence(columns, final: "C")
        } else if 1 + forwardCost(target.x) < forwardCost(-columns) {
            output.append(0x0D)
            output.appendControlSequence(target.x, final: "C")
        } else {
            output.appendControlSequence(-columns, final: "D")
        }
    }

    private static func verticalCost(_ from: Int, _ to: Int) -> Int {
        switch to - from {
        case 0: 0
        case 1: 1  // LF
        case let rows: forwardCost(abs(rows))
        }
    }

    private static func horizontalCost(_ from: Int, _ to: Int) -> Int {
        if to == from { return 0 }
        if to == 0 { return 1 }  // CR
        if to > from { return forwardCost(to - from) }
        return min(forwardCost(from - to), 1 + forwardCost(to))
    }

    /// The length of `ESC [ n X` (the count left out when it is 1).
    private static func forwardCost(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + digits(count)
    }

    static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
