#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// SIGTSTP sent from outside (`kill -TSTP`), caught by a signal handler of its own rather than a
/// dispatch signal source.
///
/// Why not a dispatch source: on Linux, libdispatch reads signals from a `signalfd` on a thread
/// of its own, which takes them from the process's pending signals — also a SIGTSTP meant to
/// stop the process, which then carried on instead. With a handler, a SIGTSTP is dealt with by
/// the disposition in force when it is delivered, which `StopSignal` controls.
///
/// The handler writes a byte to a pipe (async-signal-safe); `makeSource(handler:)` reads the
/// pipe on the main queue. One handler per process, installed by the first `makeSource`.
enum SuspendRequestSignal {
    /// The pipe's ends: the handler writes to `writeEnd`, the sources read `readEnd`. Both
    /// non-blocking and close-on-exec; -1 until installed.
    private static let ends = PipeEnds()

    /// A read source on the main queue that calls `handler` once for every batch of SIGTSTP
    /// caught since the last call; installs the handler the first time. Main thread. Nil when no
    /// pipe could be made (then SIGTSTP keeps the disposition it had).
    static func makeSource(handler: @escaping @MainActor () -> Void) -> (any DispatchSourceRead)? {
        guard let readEnd = installedReadEnd() else { return nil }
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            while bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
            MainActor.assumeIsolated { handler() }
        }
        return source
    }

    private static func installedReadEnd() -> Int32? {
        let installed = ends.readEnd.load(ordering: .acquiring)
        if installed >= 0 { return installed }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        ends.writeEnd.store(descriptors[1], ordering: .releasing)
        ends.readEnd.store(descriptors[0], ordering: .releasing)
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        action.plainHandler = { _ in SuspendRequestSignal.caught() }
        sigaction(SIGTSTP, &action, nil)
        return descriptors[0]
    }

    /// The handler's work: one byte into the pipe, `errno` left as it was. Async-signal-safe.
    private static func caught() {
        let savedErrno = errno
        var byte: UInt8 = 0
        _ = write(ends.writeEnd.load(ordering: .acquiring), &byte, 1)
        errno = savedErrno
    }
}

/// The two descriptors of `SuspendRequestSignal`'s pipe, readable from a signal handler.
private final class PipeEnds: Sendable {
    let readEnd = Atomic<Int32>(-1)
    let writeEnd = Atomic<Int32>(-1)
}
