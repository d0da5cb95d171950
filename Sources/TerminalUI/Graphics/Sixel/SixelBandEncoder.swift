/// Writes the pixels of a quantised image as sixel bands: six rows at a time, for each colour
/// that occurs in the band its register (`#n`), empty sixels up to the first column it occurs
/// in (one repeat, mostly) and its sixels from there to the last column it occurs in; `$`
/// between colours and `-` between bands. Transparent pixels are not drawn.
///
/// Each band is read twice and in order, so the work grows with the pixels, not with pixels
/// times colours: first each column's colours and their six-pixel masks ("sightings"), then
/// those grouped by colour with a counting sort. Holds scratch buffers reused from band to
/// band; one per encoding.
struct SixelBandEncoder {
    private let image: QuantizedImage
    /// For the band at hand, in column order: each column's colours and which of its six pixels
    /// each one covers.
    private var sightingColors: [UInt8]
    private var sightingColumns: [Int]
    private var sightingMasks: [UInt8]
    /// The same sightings grouped by colour (column order kept within a colour).
    private var groupedColumns: [Int]
    private var groupedMasks: [UInt8]
    /// Where each colour's group starts in the grouped arrays (one more entry than colours).
    private var groupStarts: [Int]

    init(_ image: QuantizedImage) {
        self.image = image
        let capacity = image.width * 6
        sightingColors = [UInt8](repeating: 0, count: capacity)
        sightingColumns = [Int](repeating: 0, count: capacity)
        sightingMasks = [UInt8](repeating: 0, count: capacity)
        groupedColumns = [Int](repeating: 0, count: capacity)
        groupedMasks = [UInt8](repeating: 0, count: capacity)
        groupStarts = [Int](repeating: 0, count: image.palette.count + 1)
    }

    /// Appends every band to `output`.
    mutating func encodeBands(into output: inout SixelOutputBuffer) {
        for top in stride(from: 0, to: image.height, by: 6) {
            let sightingCount = collectSightings(bandTop: top)
            groupByColor(sightingCount)
            // Per colour "$#nnn"; per sighting at most two runs (the gap before it, its own).
            let bound = 1 + 5 * image.palette.count + 2 * SixelWriter.largestRunSize(length: image.width) * sightingCount
            output.write(atMost: bound) { writer in
                if top > 0 {
                    writer.append(UInt8(ascii: "-"))
                }
                writeGroups(into: &writer)
            }
        }
    }

    /// Fills the sighting arrays for the band starting at row `bandTop`; returns how many.
    private mutating func collectSightings(bandTop: Int) -> Int {
        let width = image.width
        let rows = min(6, image.height - bandTop)
        let paletteCount = image.palette.count
        var count = 0
        image.indices.withUnsafeBufferPointer { indices in
            sightingColors.withUnsafeMutableBufferPointer { colors in
                sightingColumns.withUnsafeMutableBufferPointer { columns in
                    sightingMasks.withUnsafeMutableBufferPointer { masks in
                        for x in 0..<width {
                            let columnStart = count
                            for row in 0..<rows {
                                let color = indices[(bandTop + row) * width + x]
                                guard Int(color) < paletteCount else { continue }
                                let bit = UInt8(1) << row
                                // A column holds at most six colours: a linear search is cheapest.
                                var sighting = columnStart
                                while sighting < count && colors[sighting] != color {
                                    sighting += 1
                                }
                                if sighting == count {
                                    colors[count] = color
                                    columns[count] = x
                                    masks[count] = bit
                                    count += 1
                                } else {
                                    masks[sighting] |= bit
                                }
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    /// Sorts the first `count` sightings by colour, keeping column order (a counting sort).
    private mutating func groupByColor(_ count: Int) {
        let paletteCount = image.palette.count
        groupStarts.withUnsafeMutableBufferPointer { starts in
            sightingColors.withUnsafeBufferPointer { colors in
                for index in starts.indices {
                    starts[index] = 0
                }
                for sighting in 0..<count {
                    starts[Int(colors[sighting]) + 1] += 1
                }
                for color in 0..<paletteCount {
                    starts[color + 1] += starts[color]
                }
                var next = Array(starts.dropLast())
                groupedColumns.withUnsafeMutableBufferPointer { groupedColumns in
                    groupedMasks.withUnsafeMutableBufferPointer { groupedMasks in
                        for sighting in 0..<count {
                            let color = Int(colors[sighting])
                            groupedColumns[next[color]] = sightingColumns[sighting]
                            groupedMasks[next[color]] = sightingMasks[sighting]
                            next[color] += 1
                        }
                    }
                }
            }
        }
    }

    /// Writes each colour of the band with its sixels, `$` between colours.
    private func writeGroups(into writer: inout SixelWriter) {
        groupStarts.withUnsafeBufferPointer { starts in
            groupedColumns.withUnsafeBufferPointer { columns in
                groupedMasks.withUnsafeBufferPointer { masks in
                    var isFirstColor = true
                    for color in 0..<image.palette.count where starts[color] < starts[color + 1] {
                        if !isFirstColor {
                            writer.append(UInt8(ascii: "$"))
                        }
                        isFirstColor = false
                        writer.append(UInt8(ascii: "#"))
                        writer.append(decimal: color)
                        var column = 0
                        for sighting in starts[color]..<starts[color + 1] {
                            let x = columns[sighting]
                            if x > column {
                                writer.appendSixels(mask: 0, count: x - column)
                            }
                            writer.appendSixels(mask: masks[sighting], count: 1)
                            column = x + 1
                        }
                        writer.endRun()
                    }
                }
            }
        }
    }
}
