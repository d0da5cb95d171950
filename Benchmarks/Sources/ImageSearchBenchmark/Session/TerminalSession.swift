import Foundation

/// One run of a program under measurement: the program in a 120×40 pseudo-terminal, a
/// `TerminalEmulator` fed with everything it writes, and the clock since it was spawned.
///
/// Everything happens on the calling thread: the session reads the program's output only
/// while one of its methods waits, and it times each read as it returns, so a figure is the
/// time of the read that brought the screen to the state waited for. The program is ended
/// when the session goes away. Use from one thread.
final class TerminalSession {
    /// The terminal's columns (the size the targets assume: 120×40).
    static let columns = 120
    /// The terminal's lines.
    static let rows = 40

    /// The program's process.
    let process: PseudoTerminalProcess
    /// When the program was spawned: figures are measured from here.
    let launch: ContinuousClock.Instant

    private var emulator = TerminalEmulator(width: columns, height: rows)

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(executable: URL, arguments: [String] = [], environment: [String: String]) throws(HarnessError) {
        launch = .now
        process = try PseudoTerminalProcess(
            executable: executable, arguments: arguments, environment: environment, columns: Self.columns, rows: Self.rows
        )
    }

    /// What the terminal shows now.
    var screen: TerminalScreen {
        emulator.screen
    }

    /// The time from the launch to `instant`.
    func sinceLaunch(_ instant: ContinuousClock.Instant) -> Duration {
        instant - launch
    }

    /// The program's CPU time and memory so far.
    ///
    /// - Throws: `HarnessError.programEnded` when it has ended, `.noResourceFigures` when
    ///   `/proc` cannot be read.
    func resources(for what: String) throws(HarnessError) -> ProcessResources {
        if let resources = ProcessResources.read(pid: process.pid) { return resources }
        if let exit = process.exitIfEnded() { throw .programEnded(exit, waitingFor: what, screen: screen.text) }
        throw .noResourceFigures(process.pid)
    }

    /// Presses `key`, returning when its bytes were written.
    @discardableResult
    func press(_ key: TerminalKey) throws(HarnessError) -> ContinuousClock.Instant {
        try process.write(key.bytes)
        return .now
    }

    /// Reads the program's output until the screen satisfies `condition` and returns the
    /// instant of the read that made it so (now, if it already does).
    ///
    /// - Throws: `HarnessError.timedOut` after `timeout`, `.programEnded` if the program ends.
    func wait(for what: String, timeout: Duration, until condition: (TerminalScreen) -> Bool) throws(HarnessError) -> ContinuousClock.Instant {
        try waitForValue(what, timeout: timeout) { condition($0) ? true : nil }.instant
    }

    /// Reads the program's output until `reading` finds a value on the screen and returns it
    /// with the instant of the read that showed it (now, if the screen already does).
    ///
    /// - Throws: `HarnessError.timedOut` after `timeout`, `.programEnded` if the program ends.
    func waitForValue<Value>(
        _ what: String,
        timeout: Duration,
        reading: (TerminalScreen) -> Value?
    ) throws(HarnessError) -> (value: Value, instant: ContinuousClock.Instant) {
        if let value = reading(screen) { return (value, .now) }
        var found: Value?
        let reached = try read(until: .now + timeout, waitingFor: what) { screen, _ in
            found = reading(screen)
            return found != nil
        }
        guard let reached, let found else { throw .timedOut(waitingFor: what, timeout: timeout, screen: screen.text) }
        return (found, reached)
    }

    /// Reads the program's output until `deadline`, showing each new screen to `observe` with
    /// the instant of its read; stops early, returning that instant, when `observe` returns
    /// true. Returns nil at the deadline.
    ///
    /// - Throws: `HarnessError.programEnded` if the program ends (`what` says what the
    ///   benchmark was waiting for).
    func read(
        until deadline: ContinuousClock.Instant,
        waitingFor what: String,
        observe: (TerminalScreen, ContinuousClock.Instant) -> Bool
    ) throws(HarnessError) -> ContinuousClock.Instant? {
        while true {
            let now = ContinuousClock.now
            guard now < deadline else { return nil }
            guard let bytes = try process.read(timeout: deadline - now) else {
                if let exit = process.exitIfEnded() {
                    throw .programEnded(exit, waitingFor: what, screen: screen.text)
                }
                // The output ended just before the exit: wait for the exit to be reported.
                if process.outputEnded { usleep(1_000) }
                continue
            }
            let readInstant = ContinuousClock.now
            emulator.feed(bytes)
            let answers = emulator.takeAnswers()
            if !answers.isEmpty { try process.write(answers) }
            if observe(emulator.screen, readInstant) { return readInstant }
        }
    }

    /// Presses `q` and waits up to `timeout` for the program to exit, reading its last output.
    ///
    /// - Throws: `HarnessError.unsuccessfulExit` unless it exits with status 0, `.timedOut` if
    ///   it does not exit.
    func quit(timeout: Duration = .seconds(10)) throws(HarnessError) {
        try press(.quit)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let exit = process.exitIfEnded() {
                try readRemainingOutput()
                guard exit.isSuccess else { throw .unsuccessfulExit(exit, screen: screen.text) }
                return
            }
            do {
                _ = try read(until: min(deadline, .now + .milliseconds(20)), waitingFor: "the program to exit") { _, _ in false }
            } catch .programEnded {
                continue
            }
        }
        throw .timedOut(waitingFor: "the exit after q", timeout: timeout, screen: screen.text)
    }

    /// Reads what an ended program wrote before it ended and the benchmark has not read yet.
    private func readRemainingOutput() throws(HarnessError) {
        while let bytes = try process.read(timeout: .zero) {
            emulator.feed(bytes)
        }
    }
}
