import Foundation

/// What a running process has used so far, read from `/proc/<pid>/stat` and `/proc/<pid>/status`
/// (Linux): CPU time in user and kernel mode, resident memory now and at its peak. Values only.
struct ProcessResources {
    /// utime + stime: CPU time used by all the process's threads (in clock ticks, usually 10 ms).
    let cpuTime: Duration
    /// VmRSS: resident memory now, in bytes.
    let residentBytes: Int
    /// VmHWM: the most resident memory so far, in bytes.
    let peakResidentBytes: Int

    /// The resources of the live process `pid`; nil when it has ended or `/proc` cannot be read.
    static func read(pid: pid_t) -> ProcessResources? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let cpuTime = cpuTime(fromStat: stat),
              let resident = kilobytes(of: "VmRSS", inStatus: status),
              let peak = kilobytes(of: "VmHWM", inStatus: status)
        else { return nil }
        return ProcessResources(cpuTime: cpuTime, residentBytes: resident * 1024, peakResidentBytes: peak * 1024)
    }

    /// utime + stime from the text of `/proc/<pid>/stat`: fields 14 and 15, counted after the
    /// command name, which is in parentheses and may itself hold spaces and parentheses.
    static func cpuTime(fromStat stat: String) -> Duration? {
        guard let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        // fields[0] is field 3 (the state), so fields 14 and 15 are at 11 and 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        let ticksPerSecond = max(sysconf(Int32(_SC_CLK_TCK)), 1)
        return .milliseconds((user + system) * 1000 / ticksPerSecond)
    }

    /// The value in kB of the line `name:` of `/proc/<pid>/status`.
    static func kilobytes(of name: String, inStatus status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).split { $0 == " " || $0 == "\t" }.first.flatMap { Int($0) }
        }
        return nil
    }
}
