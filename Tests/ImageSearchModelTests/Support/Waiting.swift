import Foundation

/// Waits until `condition` holds, checking every few milliseconds, for at most `timeout`;
/// whether it held. For state outside any event stream: a file another process writes, a
/// process that goes away, a stub that notes a cancellation.
func eventually(timeout: Duration = .seconds(30), _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
