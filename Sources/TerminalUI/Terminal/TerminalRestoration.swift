#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Puts the terminal back the way it was — on a normal quit, at `exit`, and when the process
/// crashes (a trap such as `fatalError`, a bad access, `abort`).
///
/// `arm(…)` saves what `restore()` needs in memory allocated up front, so that `restore()`
/// does no allocation and takes no lock: it may run inside a signal handler. `restore()` is
/// idempotent — the first call after `arm` restores, later ones do nothing. One terminal per
/// process; arm and disarm from the main thread.
enum TerminalRestoration {
    /// The crash signals after which the terminal is restored before the process dies.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    private static let saved = SavedState()

    /// Remembers that the terminal `input` must get `attributes` back and `output` receive
    /// `sequence` (at most 256 bytes) when restored, and installs the crash handlers and an
    /// `atexit` hook the first time.
    static func arm(input: Int32, attributes: termios, output: Int32, sequence: [UInt8]) {
        saved.input.pointee = input
        saved.output.pointee = output
        saved.attributes.pointee = attributes
        let count = min(sequence.count, SavedState.sequenceCapacity)
        sequence.withUnsafeBufferPointer { source in
            saved.sequence.update(from: source.baseAddress!, count: count)
        }
        saved.sequenceCount.pointee = count
        if !saved.handlersInstalled.exchange(true, ordering: .relaxed) { installHandlers() }
        saved.armed.store(true, ordering: .releasing)
    }

    /// Puts `bytes` before the saved sequence, unless they are in it already or the whole would
    /// pass the capacity. Main
    /// thread, while armed: restoring is off for the moment of the change, so that a crash
    /// handler never reads a half-written sequence.
    static func prependToSequence(_ bytes: [UInt8]) {
        guard saved.armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        defer { saved.armed.store(true, ordering: .releasing) }
        let old = Array(UnsafeBufferPointer(start: saved.sequence, count: saved.sequenceCount.pointee))
        let sequence = bytes + old
        guard sequence.count <= SavedState.sequenceCapacity, !old.indices.contains(where: { old[$0...].starts(with: bytes) }) else { return }
        sequence.withUnsafeBufferPointer { source in
            saved.sequence.update(from: source.baseAddress!, count: sequence.count)
        }
        saved.sequenceCount.pointee = sequence.count
    }

    /// Writes the saved sequence and resets the terminal attributes, once per `arm`.
    /// Async-signal-safe.
    static func restore() {
        guard saved.armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = writeAll(to: saved.output.pointee, UnsafeRawBufferPointer(start: saved.sequence, count: saved.sequenceCount.pointee))
        _ = tcsetattr(saved.input.pointee, TCSADRAIN, saved.attributes)
    }

    private static func installHandlers() {
        atexit { TerminalRestoration.restore() }
        for signalNumber in crashSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signalNumber in TerminalRestoration.crashed(signalNumber) }
            #else
            action.__sigaction_u.__sa_handler = { signalNumber in TerminalRestoration.crashed(signalNumber) }
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, saved.previousActions + Int(signalNumber))
        }
    }

    /// The crash handler: restores, puts back the handler that was there before (the Swift
    /// runtime's backtracer, or the default) and raises the signal again; it is delivered to
    /// that handler as this one returns, so the process dies as it would have.
    private static func crashed(_ signalNumber: Int32) {
        restore()
        sigaction(signalNumber, saved.previousActions + Int(signalNumber), nil)
        raise(signalNumber)
    }
}

/// The memory the crash path reads, allocated once and never freed.
///
/// `@unchecked Sendable` is safe: the pointees are written only by `arm` on the main thread
/// while `armed` is false (the crash handlers ignore them then), and `arm` publishes them with a
/// releasing store to `armed`; `restore` reads them only after acquiring `armed` as true. The
/// previous signal actions are written once, before `handlersInstalled` lets any handler run.
private final class SavedState: @unchecked Sendable {
    /// The most bytes the restore sequence may have.
    static let sequenceCapacity = 256
    let armed = Atomic<Bool>(false)
    let handlersInstalled = Atomic<Bool>(false)
    let input = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    let output = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    let attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: SavedState.sequenceCapacity)
    let sequenceCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    init() {
        input.initialize(to: -1)
        output.initialize(to: -1)
        attributes.initialize(to: termios())
        sequence.initialize(repeating: 0, count: SavedState.sequenceCapacity)
        sequenceCount.initialize(to: 0)
        previousActions.initialize(repeating: sigaction(), count: 65)
    }
}
