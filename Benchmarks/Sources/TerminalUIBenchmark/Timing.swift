import Foundation

/// The time one run took: wall time, and the CPU time of the running thread — the figure to
/// trust on a shared machine, where other processes stretch wall time.
struct Timing {
    let wallMicroseconds: Double
    let cpuMicroseconds: Double

    /// Runs `body` once and times it.
    static func measure(_ body: () -> Void) -> Timing {
        let cpuStart = threadCPUMicroseconds()
        let wallStart = ContinuousClock.now
        body()
        let wall = ContinuousClock.now - wallStart
        let cpu = threadCPUMicroseconds() - cpuStart
        return Timing(
            wallMicroseconds: Double(wall.components.seconds) * 1e6 + Double(wall.components.attoseconds) / 1e12,
            cpuMicroseconds: cpu
        )
    }

    /// The median CPU and wall times of `timings`.
    static func median(of timings: [Timing]) -> Timing {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Timing(wallMicroseconds: median(timings.map(\.wallMicroseconds)), cpuMicroseconds: median(timings.map(\.cpuMicroseconds)))
    }

    private static func threadCPUMicroseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
}
