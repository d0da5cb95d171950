import Foundation

/// The time one run took: wall time, and the CPU time of the running thread — the figure to
/// trust on a shared machine, where other processes stretch wall time. Shared by the
/// benchmarks that time closures.
public struct Timing: Sendable {
    /// Elapsed wall-clock time.
    public let wallMicroseconds: Double
    /// CPU time of the thread that ran the body.
    public let cpuMicroseconds: Double

    /// A timing of the given figures.
    public init(wallMicroseconds: Double, cpuMicroseconds: Double) {
        self.wallMicroseconds = wallMicroseconds
        self.cpuMicroseconds = cpuMicroseconds
    }

    /// Runs `body` once on the calling thread and times it.
    public static func measure(_ body: () -> Void) -> Timing {
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

    /// The median CPU and wall times of `timings`, which must not be empty.
    public static func median(of timings: [Timing]) -> Timing {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Timing(wallMicroseconds: median(timings.map(\.wallMicroseconds)), cpuMicroseconds: median(timings.map(\.cpuMicroseconds)))
    }

    private static func threadCPUMicroseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
}
