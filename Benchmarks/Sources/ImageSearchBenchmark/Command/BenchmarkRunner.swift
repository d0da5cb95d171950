import Foundation

/// Runs the chosen scenarios the chosen number of times, collecting each run's figures and
/// each failed run's reason. Progress goes to standard error.
///
/// Launch rounds interleave the baseline, a cold and a warm launch on the embedded Gallery, so
/// that a change in the machine's load touches all three alike. The first cold launch runs in
/// the home that the warm launches then reuse (its Gallery data and HTTP cache); every other
/// cold launch gets a fresh home. Paging and key repeat need more results than the embedded
/// Gallery has photos: they run against one `GalleryServer`, in a home of their own, after one
/// untimed paging run (not in quick mode) that fills the caches for 500 results, so that their
/// runs are alike. Use from one thread.
final class BenchmarkRunner {
    /// The figures so far.
    private(set) var figures: [Measure: Samples] = [:]
    /// The failed runs so far.
    private(set) var failures: [String] = []
    /// What the runs showed beyond their figures (where keys were lost).
    private(set) var notes: [String] = []

    private let options: BenchmarkOptions
    private let programs: Programs

    /// A runner of `programs` with `options`.
    init(options: BenchmarkOptions, programs: Programs) {
        self.options = options
        self.programs = programs
    }

    /// Runs every chosen scenario.
    func run() throws(HarnessError) {
        if options.scenarios.contains(.launch) {
            let warmHome = try ScenarioDirectory()
            let baselineHome = try ScenarioDirectory()
            for round in 1...options.runs {
                runLaunchRound(round, baselineHome: baselineHome, warmHome: warmHome)
            }
        }
        guard options.scenarios.contains(.paging) || options.scenarios.contains(.keys) else { return }
        let home = try ScenarioDirectory()
        progress("starting a gallery server of \(GalleryServer.demoImages) pictures for paging")
        guard let server = attempt("gallery server", { () throws(HarnessError) in try GalleryServer(programs, in: home) }) else { return }
        if !options.quick {
            let label = "priming paging run (fills the caches, not in the figures)"
            if let paging = attempt(label, { () throws(HarnessError) in try PagingRun(programs, in: home, server: server) }) {
                progress("\(label): \(Self.describe(paging))")
            }
        }
        if options.scenarios.contains(.paging) {
            for run in 1...options.runs { runPaging(run, home: home, server: server) }
        }
        if options.scenarios.contains(.keys) {
            for run in 1...options.runs { runKeyRepeat(run, home: home, server: server) }
        }
    }

    private func runLaunchRound(_ round: Int, baselineHome: ScenarioDirectory, warmHome: ScenarioDirectory) {
        let label = "launch \(round)/\(options.runs)"
        let baseline = attempt("\(label), baseline") { () throws(HarnessError) in try BaselineLaunch.run(programs, in: baselineHome) }
        if let baseline { record(.baselineFirstFrame, baseline.milliseconds) }
        let cold = attempt("\(label), cold") { () throws(HarnessError) in
            let home = round == 1 ? warmHome : try ScenarioDirectory()
            return try ImageSearchLaunch.measure(programs, in: home)
        }
        if let cold {
            record(.coldFirstFrame, cold.firstFrame.milliseconds)
            record(.coldAllPreviews, cold.allPreviews.milliseconds)
        }
        let warm = attempt("\(label), warm") { () throws(HarnessError) in try ImageSearchLaunch.measure(programs, in: warmHome) }
        if let warm {
            record(.warmFirstFrame, warm.firstFrame.milliseconds)
            record(.warmAllPreviews, warm.allPreviews.milliseconds)
            record(.warmResident, Double(warm.residentBytes))
            if let baseline { record(.warmFirstFrameRatio, warm.firstFrame / baseline) }
        }
        progress("\(label): baseline \(Self.format(baseline)), cold \(Self.format(cold?.firstFrame)) / \(Self.format(cold?.allPreviews)), "
            + "warm \(Self.format(warm?.firstFrame)) / \(Self.format(warm?.allPreviews))")
    }

    private func runPaging(_ run: Int, home: ScenarioDirectory, server: GalleryServer) {
        let label = "paging \(run)/\(options.runs)"
        guard let paging = attempt(label, { () throws(HarnessError) in try PagingRun(programs, in: home, server: server) }) else { return }
        record(.pagingRows, Double(paging.rows))
        record(.pagingWallTime, paging.wallTime.milliseconds)
        record(.pagingCPUTime, paging.cpuTime.milliseconds)
        record(.pagingCPUShare, paging.cpuTime / paging.wallTime)
        record(.residentAfterPaging, Double(paging.residentBytes))
        record(.peakResidentAfterPaging, Double(paging.peakResidentBytes))
        progress("\(label): \(Self.describe(paging))")
    }

    private func runKeyRepeat(_ run: Int, home: ScenarioDirectory, server: GalleryServer) {
        let label = "key repeat \(run)/\(options.runs)"
        guard let keys = attempt(label, { () throws(HarnessError) in try KeyRepeatRun(programs, in: home, server: server) }) else { return }
        record(.droppedKeys, Double(keys.droppedKeys))
        if let lag = keys.lastKeyLag { record(.lastKeyLag, lag.milliseconds) }
        record(.worstKeyLag, keys.worstKeyLag.milliseconds)
        if let rowsLeft = keys.fewestRowsLeftAtGrowth { record(.rowsLeftAtPageArrival, Double(rowsLeft)) }
        progress("\(label): row \(keys.finalRow) of \(keys.rowCount), \(keys.droppedKeys) lost, "
            + "last key \(Self.format(keys.lastKeyLag)), slowest \(Self.format(keys.worstKeyLag)), "
            + "fewest rows left as a page came \(keys.fewestRowsLeftAtGrowth.map(String.init) ?? "–")")
        if keys.droppedKeys > 0 {
            let place = keys.lastCaughtUp.map { "at or after row \($0.row) of \($0.count), the last one shown with every earlier key" }
            notes.append("\(label): \(keys.droppedKeys) key(s) lost \(place ?? "before the first key showed")")
        }
    }

    /// Runs `body`, recording its failure under `label` (the child is ended by then: the
    /// session that ran it is gone).
    private func attempt<Value>(_ label: String, _ body: () throws(HarnessError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            failures.append("\(label): \(error)")
            progress("\(label): FAILED: \(error.description.prefix { $0 != "\n" }) (details in the report)")
            return nil
        }
    }

    private func record(_ measure: Measure, _ value: Double) {
        figures[measure, default: Samples()].append(value)
    }

    private func progress(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func describe(_ paging: PagingRun) -> String {
        "\(paging.rows) rows in \(format(paging.wallTime)), CPU \(format(paging.cpuTime)), RSS \(FigureUnit.megabytes.format(Double(paging.residentBytes)))"
    }

    private static func format(_ duration: Duration?) -> String {
        duration.map { FigureUnit.milliseconds.format($0.milliseconds) } ?? "–"
    }
}
