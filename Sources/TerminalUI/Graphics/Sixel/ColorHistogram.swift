import ImageCodec

/// How many opaque pixels of an image fall into each cell of a 32×32×32 grid over RGB (5 bits
/// per channel), with the sums of their exact channel values, so that the means a quantiser
/// computes are those of the real pixels, not of the cells' centres. A plain value.
struct ColorHistogram {
    /// Cells per channel: 5 bits.
    static let levelsPerChannel = 32
    /// Cells in the grid: 32,768.
    static let cellCount = levelsPerChannel * levelsPerChannel * levelsPerChannel

    /// One occupied cell of the grid.
    struct Cell {
        /// The cell's number: red level × 1024 + green level × 32 + blue level.
        var key: Int
        /// Pixels in the cell, at least 1.
        var population: Int
        /// The sums of the pixels' red, green and blue values.
        var sums: (red: Int, green: Int, blue: Int)

        /// The cell's level (0–31) along `channel` (0 red, 1 green, 2 blue).
        func level(along channel: Int) -> Int {
            (key >> (10 - 5 * channel)) & 31
        }

        /// The sum along `channel` (0 red, 1 green, 2 blue).
        func sum(along channel: Int) -> Int {
            switch channel {
            case 0: sums.red
            case 1: sums.green
            default: sums.blue
            }
        }
    }

    /// The cell of a colour packed as 0xRRGGBB: the top 5 bits of each channel.
    @inline(__always)
    static func key(of color: UInt32) -> Int {
        let red = (color >> 9) & 0x7C00
        let green = (color >> 6) & 0x3E0
        let blue = (color >> 3) & 0x1F
        return Int(red | green | blue)
    }

    /// The occupied cells, in key order.
    let cells: [Cell]

    /// Counts the opaque pixels (alpha 128 and above) of `image`.
    init(_ image: Image) {
        // Population and the three sums of each cell, side by side so one pixel touches one line.
        var tallies = [Int](repeating: 0, count: Self.cellCount * 4)
        tallies.withUnsafeMutableBufferPointer { tallies in
            _ = image.forEachPackedColor { _, color in
                guard color != Image.transparentPackedColor else { return true }
                let slot = Self.key(of: color) * 4
                tallies[slot] += 1
                tallies[slot + 1] += Int(color >> 16)
                tallies[slot + 2] += Int((color >> 8) & 0xFF)
                tallies[slot + 3] += Int(color & 0xFF)
                return true
            }
        }
        cells = (0..<Self.cellCount).compactMap { key in
            let slot = key * 4
            guard tallies[slot] > 0 else { return nil }
            return Cell(key: key, population: tallies[slot], sums: (tallies[slot + 1], tallies[slot + 2], tallies[slot + 3]))
        }
    }
}
