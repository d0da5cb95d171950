import BenchmarkSupport
import Foundation

/// The printed report: the conditions, one line per figure (median and min–max over the
/// runs), the targets with "met" or "MISSED", notes on the runs, and the runs that failed. A
/// value type.
struct BenchmarkReport {
    /// The figures, by measure.
    let figures: [Measure: Samples]
    /// What the runs showed beyond their figures.
    let notes: [String]
    /// The runs that could not be measured, each with why.
    let failures: [String]

    /// The verdict on each target.
    var verdicts: [(Target, Target.Verdict)] {
        Target.allCases.map { ($0, $0.verdict(on: figures)) }
    }

    /// The report as text.
    var text: String {
        [table, targets, section("Notes:", notes), section("FAILED RUNS:", failures)].compactMap { $0 }.joined(separator: "\n\n") + "\n"
    }

    /// The first lines: what ran, how often, and how busy the machine was.
    static func heading(options: BenchmarkOptions, programs: Programs) -> String {
        let mode = options.quick ? " (quick: one run, figures not meaningful, targets not enforced)" : ""
        return """
            Image Search benchmark\(mode): \(options.runs) run(s) per scenario, \(TerminalSession.columns)×\(TerminalSession.rows) pseudo-terminal
            \(MachineLoad.current.description)
            app: \(programs.imageSearch.path)
            baseline: \(programs.demo.path)
            """
    }

    private var table: String {
        let header = ["figure", "median", "min – max", "runs"]
        let rows = Measure.allCases.compactMap { measure -> [String]? in
            guard let samples = figures[measure], let median = samples.median,
                  let minimum = samples.minimum, let maximum = samples.maximum else { return nil }
            let unit = measure.unit
            return [measure.name, unit.format(median), "\(unit.format(minimum)) – \(unit.format(maximum))", "\(samples.values.count)"]
        }
        return TextTable.aligned([header] + rows)
    }

    private var targets: String {
        (["Targets (issues 10 and 24, release build, this machine):"] + verdicts.map { "  \($0.0.summary): \($0.1)" })
            .joined(separator: "\n")
    }

    /// `title` over `entries`, indented (their later lines more); nil without entries.
    private func section(_ title: String, _ entries: [String]) -> String? {
        guard !entries.isEmpty else { return nil }
        return ([title] + entries.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n    ") }).joined(separator: "\n")
    }
}
