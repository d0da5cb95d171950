import BenchmarkSupport
import Foundation

/// One workload's figures: the median timing, the bytes one run writes (nil when the workload
/// writes nothing to a terminal), and why it failed, if it did.
struct WorkloadResult {
    let name: String
    let timing: Timing
    let bytes: Int?
    var failure: String?

    static let header = "workload".padding(toLength: 46, withPad: " ", startingAt: 0) + "   CPU µs    wall µs     bytes"

    var line: String {
        name.padding(toLength: 46, withPad: " ", startingAt: 0)
            + String(format: "%9.1f  %9.1f", timing.cpuMicroseconds, timing.wallMicroseconds)
            + (bytes.map { String(format: "  %8d", $0) } ?? "")
    }
}
