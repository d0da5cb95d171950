import Foundation

/// How busy the machine is: the load averages of `/proc/loadavg` and the processor count —
/// printed with the figures, which move with the load. Values only.
struct MachineLoad: CustomStringConvertible {
    /// The 1, 5 and 15-minute load averages, as the kernel writes them; empty when unknown.
    let averages: [String]
    /// The processors available.
    let processors: Int

    /// The load now.
    static var current: MachineLoad {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return MachineLoad(averages: Array(text.split(separator: " ").prefix(3).map(String.init)), processors: ProcessInfo.processInfo.activeProcessorCount)
    }

    var description: String {
        let load = averages.isEmpty ? "unknown" : averages.joined(separator: " ")
        return "load average \(load) (1, 5, 15 min) on \(processors) processors"
    }
}
