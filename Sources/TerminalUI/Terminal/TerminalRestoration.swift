#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Puts the terminal back the way it was — on a normal quit, at `exit`, and when a signal ends
/// the process (a crash such as `fatalError`, a bad access or `abort`; SIGQUIT; any other signal
/// whose default action ends a process).
///
/// `arm(…)` saves what `restore()` needs in memory allocated up front, so that `restore()`
/// does no allocation and takes no lock: it may run inside a signal handler. `restore()` is
/// idempotent — the first call after `arm` restores, later ones do nothing. One terminal per
/// process; arm and disarm from the main thread.
///
/// The signal handler restores the terminal, then runs the handler that was there before (the
/// Swift runtime's backtracer prints the crash report on the restored terminal), then ends the
/// process with the signal's default action — so the parent sees the usual status (128 +
/// signal in a shell) even when that earlier handler returns, as the backtracer does for a
/// signal sent with `kill`. The other threads live on while the backtracer works, for a second
/// or more: from the moment the handler starts, ``isGivenBackForGood`` tells `Terminal` to write
/// nothing more, so that no frame lands on the restored screen. A frame another thread was
/// writing stops at its next system call, perhaps inside a picture's control string, so the
/// handler ends any such string (ST) before the restoring sequence, which would otherwise be
/// read as the picture's data. What that thread's last `write(2)` carries may still land after
/// the restore: a single call, since `Terminal` checks before each.
enum TerminalRestoration {
    /// The signals after which the terminal is restored before the process dies: those whose
    /// default action ends the process, except SIGINT, SIGTERM and SIGHUP (the application
    /// turns them into an orderly quit) and SIGKILL and SIGSTOP (they cannot be caught).
    /// A signal already ignored when the handlers are installed stays ignored.
    static let fatalSignals: [Int32] = [
        SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ,
        SIGPIPE, SIGALRM, SIGVTALRM, SIGUSR1, SIGUSR2,
    ]

    private static let saved = SavedState()

    /// Remembers that the terminal `input` must get `attributes` back and `output` receive
    /// `sequence` (at most 256 bytes) when restored, and installs the signal handlers and an
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

    /// Arms restoring again with what the last `arm` saved (and the bytes prepended since),
    /// after `restore()` ran: the terminal was taken again after a suspend. Main thread; does
    /// nothing before the first `arm`.
    static func rearm() {
        guard saved.handlersInstalled.load(ordering: .relaxed) else { return }
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

    /// Whether a signal that ends the process has given the terminal back: nothing may be
    /// written to it any more. Any thread.
    static var isGivenBackForGood: Bool {
        saved.isHandlingSignal.load(ordering: .acquiring)
    }

    /// Writes the saved sequence and resets the terminal attributes, once per `arm`; after a
    /// fatal signal (`cuttingShort`), first a String Terminator, which ends a control string (a
    /// picture's APC or DCS) that a frame cut short left open and on its own does nothing.
    /// Async-signal-safe: a static string's bytes, nothing allocated.
    static func restore(cuttingShort: Bool = false) {
        guard saved.armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        if cuttingShort {
            let stringTerminator: StaticString = "\u{1B}\\"
            _ = writeAll(to: saved.output.pointee, UnsafeRawBufferPointer(start: stringTerminator.utf8Start, count: stringTerminator.utf8CodeUnitCount))
        }
        _ = writeAll(to: saved.output.pointee, UnsafeRawBufferPointer(start: saved.sequence, count: saved.sequenceCount.pointee))
        _ = tcsetattr(saved.input.pointee, TCSADRAIN, saved.attributes)
    }

    private static func installHandlers() {
        atexit { TerminalRestoration.restore() }
        for signalNumber in fatalSignals {
            let previous = saved.previousActions + Int(signalNumber)
            guard sigaction(signalNumber, nil, previous) == 0, !previous.pointee.ignoresSignal else { continue }
            var action = sigaction()
            action.infoHandler = { signalNumber, info, context in
                TerminalRestoration.signalled(signalNumber, info: info, context: context)
            }
            // On the alternate signal stack when there is one (the Swift runtime sets one up), so
            // that a stack overflow is handled too. Other signals wait meanwhile, but not the fatal
            // ones, this one included: the backtracer's in-process memory reader catches its own
            // faults, and the threads it starts inherit this mask.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER
            sigfillset(&action.sa_mask)
            for fatal in fatalSignals { sigdelset(&action.sa_mask, fatal) }
            sigaction(signalNumber, &action, nil)
        }
    }

    /// The handler: restores, lets the previous handler report, then dies of the signal.
    /// Async-signal-safe. A fatal signal that arrives while it runs (a fault inside the previous
    /// handler, say) ends the process at once.
    private static func signalled(_ signalNumber: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?) {
        if saved.isHandlingSignal.exchange(true, ordering: .acquiringAndReleasing) { dieOfDefaultAction(signalNumber) }
        restore(cuttingShort: true)
        callPreviousHandler(of: signalNumber, info: info, context: context)
        dieOfDefaultAction(signalNumber)
    }

    /// Calls the handler that was installed for `signalNumber` before ours, if it was a function.
    private static func callPreviousHandler(of signalNumber: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?) {
        let previous = saved.previousActions[Int(signalNumber)]
        if previous.sa_flags & SA_SIGINFO != 0 {
            previous.infoHandler?(signalNumber, info, context)
        } else if let plain = previous.plainHandler, !previous.ignoresSignal {
            plain(signalNumber)
        }
    }

    /// Puts the default action back, unblocks the signal and raises it: the process ends as it
    /// would have without any handler. `_exit` with 128 + signal covers a signal whose default
    /// action turned out not to end the process.
    private static func dieOfDefaultAction(_ signalNumber: Int32) -> Never {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(signalNumber)
        _exit(128 + signalNumber)
    }
}

/// The memory the signal path reads, allocated once and never freed.
///
/// `@unchecked Sendable` is safe: the pointees are written only by `arm` on the main thread
/// while `armed` is false (the signal handlers ignore them then), and `arm` publishes them with a
/// releasing store to `armed`; `restore` reads them only after acquiring `armed` as true. Each
/// previous signal action is written once, before the handler that reads it is installed.
private final class SavedState: @unchecked Sendable {
    /// The most bytes the restore sequence may have.
    static let sequenceCapacity = 256
    let armed = Atomic<Bool>(false)
    let handlersInstalled = Atomic<Bool>(false)
    let isHandlingSignal = Atomic<Bool>(false)
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
