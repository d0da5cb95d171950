/// A group of histogram cells that one palette colour stands for: a contiguous range of the
/// quantiser's cell array, with the statistics that decide which group to split and where.
/// A plain value.
struct ColorBox {
    typealias Cell = ColorHistogram.Cell

    /// The cells, as positions in the quantiser's cell array.
    let range: Range<Int>
    /// Pixels in the box.
    let population: Int
    /// The sums of the pixels' red, green and blue values.
    let sums: SIMD3<Double>
    /// The squared error of the pixels against the box's mean along each channel, counting
    /// every pixel at its cell's mean: the box's population times its variance.
    let errors: SIMD3<Double>

    /// The statistics of `cells[range]`, which must not be empty.
    init(_ cells: [Cell], _ range: Range<Int>) {
        var population = 0
        var sums = SIMD3<Double>()
        var squaredSumsPerPopulation = SIMD3<Double>()
        for cell in cells[range] {
            let cellSums = Self.sums(of: cell)
            population += cell.population
            sums += cellSums
            squaredSumsPerPopulation += cellSums * cellSums / Double(cell.population)
        }
        self.range = range
        self.population = population
        self.sums = sums
        errors = squaredSumsPerPopulation - sums * sums / Double(population)
    }

    /// The total squared error: how much splitting the box can gain.
    var error: Double { errors.sum() }

    /// Whether the box holds more than one cell and so can be split.
    var isSplittable: Bool { range.count > 1 }

    /// The mean colour of the box's pixels.
    var meanColor: SIMD3<Double> { sums / Double(population) }

    /// Splits the box in two where the summed squared error of the halves is least, along the
    /// channel with the largest error that has a place to cut (reordering `cells` in the box's
    /// range by that channel). Nil when the box has a single cell.
    func split(_ cells: inout [Cell]) -> (ColorBox, ColorBox)? {
        guard isSplittable else { return nil }
        let channels = [0, 1, 2].sorted { errors[$0] > errors[$1] }
        for channel in channels {
            Self.sort(&cells[range], along: channel)
            if let cut = bestCut(in: cells, along: channel) {
                return (ColorBox(cells, range.lowerBound..<cut), ColorBox(cells, cut..<range.upperBound))
            }
        }
        return nil
    }

    /// Where to cut cells sorted along `channel`, between two levels of that channel, so that
    /// the halves' summed squared error is least; nil when all cells share one level.
    ///
    /// The error of a half is Σ cell sums²/population − (half sum)²/(half population), and the
    /// first term is the same for every cut, so the best cut has the largest
    /// (left sum)²/(left population) + (right sum)²/(right population).
    private func bestCut(in cells: [Cell], along channel: Int) -> Int? {
        var best: (position: Int, score: Double)?
        var leftPopulation = 0
        var leftSums = SIMD3<Double>()
        for position in range.dropLast() {
            leftPopulation += cells[position].population
            leftSums += Self.sums(of: cells[position])
            guard cells[position].level(along: channel) != cells[position + 1].level(along: channel) else { continue }
            let rightSums = sums - leftSums
            let score = (leftSums * leftSums).sum() / Double(leftPopulation)
                + (rightSums * rightSums).sum() / Double(population - leftPopulation)
            if score > best?.score ?? -1 {
                best = (position + 1, score)
            }
        }
        return best?.position
    }

    /// Orders cells by their level along `channel`, keeping the order of equal ones: a counting
    /// sort, as there are only 32 levels and splitting sorts a box once per split.
    private static func sort(_ cells: inout ArraySlice<Cell>, along channel: Int) {
        var starts = [Int](repeating: 0, count: ColorHistogram.levelsPerChannel + 1)
        for cell in cells {
            starts[cell.level(along: channel) + 1] += 1
        }
        for level in 0..<ColorHistogram.levelsPerChannel {
            starts[level + 1] += starts[level]
        }
        let unsorted = Array(cells)
        for cell in unsorted {
            let level = cell.level(along: channel)
            cells[cells.startIndex + starts[level]] = cell
            starts[level] += 1
        }
    }

    private static func sums(of cell: Cell) -> SIMD3<Double> {
        SIMD3(Double(cell.sums.red), Double(cell.sums.green), Double(cell.sums.blue))
    }
}
