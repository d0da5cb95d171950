/// Stops the process until it is continued — what Ctrl-Z does to a program run from a shell.
/// The application suspends through it; tests give it one that only records the moment.
/// Main actor only.
@MainActor
protocol ProcessStopping {
    /// Stops the process and returns once it is continued (at once where nothing could continue
    /// it: the process then carries on).
    func stopUntilContinued()
}
