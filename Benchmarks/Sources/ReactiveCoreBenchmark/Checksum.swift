/// The running checksum of one workload run: the wrapping sum of the values its final observer receives.
///
/// A class, so that the observer closures of every implementation add to the same heap box and the
/// optimizer cannot drop the additions: the workload returns `sum`, and the report prints it.
///
/// `@unchecked Sendable` is safe: each workload run creates its own `Checksum`, sends every event from
/// the benchmark's single thread, and every implementation delivers synchronously on the sending thread
/// (no scheduler, queue or task is involved), so `sum` is only ever read and written by that one thread.
final class Checksum: @unchecked Sendable {
    /// The wrapping sum of the values added so far.
    private(set) var sum = 0

    /// Adds `value` to the sum, wrapping on overflow.
    func add(_ value: Int) {
        sum &+= value
    }
}
