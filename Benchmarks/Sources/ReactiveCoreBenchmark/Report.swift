import BenchmarkSupport
import Foundation

/// The benchmark's printed report: a table of ns/event per workload and implementation with the
/// ReactiveCore ratios, the workloads' legend, the targets, and any checksum disagreement.
struct Report {
    /// The measurements, one per workload run.
    let results: [WorkloadMeasurement]
    /// The options the run used.
    let options: Options

    /// The workloads whose implementations returned different checksums.
    var disagreements: [WorkloadMeasurement] {
        results.filter { $0.agreedChecksum == nil }
    }

    /// The report as text.
    var text: String {
        [heading, table, legend, targets, checksums].joined(separator: "\n\n") + "\n"
    }

    /// The first line: what the figures are and how many runs they come from.
    private var heading: String {
        let runs = options.runs == 1 ? "1 run" : "median of \(options.runs) runs"
        let warmUp = options.warmUpRuns == 0 ? "no warm-up" : "after \(options.warmUpRuns) warm-up"
        return "ReactiveCore benchmark\(options.quick ? " (quick)" : ""): ns/event = time of a whole run / its events, "
            + "\(runs), \(warmUp)"
    }

    /// One row per workload: size, events, ns/event of each implementation, ReactiveCore's ratios, checksum.
    private var table: String {
        let header = ["workload", "n", "events"] + Implementation.allCases.map(\.name)
            + ["RC/OC", "RC/closures", "checksum"]
        let rows = results.map { result in
            [result.workload.rawValue, grouped(result.size), grouped(result.events)]
                + Implementation.allCases.map { decimal(result.nanosecondsPerEvent(of: $0)) }
                + [
                    decimal(result.ratio(.reactiveCore, to: .openCombine)),
                    decimal(result.ratio(.reactiveCore, to: .closures)),
                    result.agreedChecksum.map(String.init) ?? "MISMATCH",
                ]
        }
        return TextTable.aligned([header] + rows)
    }

    /// What each workload does and what one of its events is.
    private var legend: String {
        let rows = results.map { result in
            let name = result.workload.rawValue.padding(toLength: 4, withPad: " ", startingAt: 0)
            return "  \(name)\(result.workload.summary); event = \(result.workload.eventMeaning)"
        }
        return (["Workloads:"] + rows).joined(separator: "\n")
    }

    /// Whether ReactiveCore met each target in this run.
    private var targets: String {
        (["Targets (REACTIVE.md, issues 12 and 25):"] + Target.all.map { target in
            let verdict = switch target.isMet(by: results) {
            case true?: "met"
            case false?: "MISSED"
            case nil: "not measured"
            }
            return "  \(target.summary): \(verdict)"
        }).joined(separator: "\n")
    }

    /// The checksum verdict, naming every implementation's checksums where they disagree.
    private var checksums: String {
        guard !disagreements.isEmpty else { return "Checksums agree across implementations." }
        return (["CHECKSUM MISMATCH:"] + disagreements.map { result in
            let perImplementation = Implementation.allCases.map { implementation in
                let values = result.measurements[implementation]?.checksums.sorted() ?? []
                return "\(implementation.name) = \(values.map(String.init).joined(separator: " / "))"
            }
            return "  \(result.workload.rawValue): " + perImplementation.joined(separator: ", ")
        }).joined(separator: "\n")
    }

    /// `value` with two decimals, or a dash for a figure that was not measured (NaN).
    private func decimal(_ value: Double) -> String {
        value.isNaN ? "–" : String(format: "%.2f", value)
    }

    /// `value` with its thousands separated by commas.
    private func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        return stride(from: digits.count, to: 0, by: -3).reversed()
            .map { end in String(digits[max(0, end - 3)..<end]) }
            .joined(separator: ",")
    }
}

extension WorkloadMeasurement {
    /// The median ns/event of `implementation`, or NaN if it was not measured.
    func nanosecondsPerEvent(of implementation: Implementation) -> Double {
        measurements[implementation]?.nanosecondsPerEvent ?? .nan
    }

    /// The ns/event of `implementation` divided by that of `baseline`.
    func ratio(_ implementation: Implementation, to baseline: Implementation) -> Double {
        nanosecondsPerEvent(of: implementation) / nanosecondsPerEvent(of: baseline)
    }
}
