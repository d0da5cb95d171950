import CPseudoTerminal
import Foundation

/// A program running in a pseudo-terminal of its own: a new session whose controlling terminal
/// is the pty's slave (on its standard input, output and error), the window size set before it
/// starts. The benchmark writes keys to the master and reads everything the program writes.
///
/// The child is ended when this object goes away (`terminate()`), and by `ChildProcessGuard`
/// if the benchmark is interrupted; if the benchmark dies anyway, closing the master hangs the
/// terminal up, which sends the child SIGHUP. Use from one thread.
final class PseudoTerminalProcess {
    /// The child's process id (it leads its own session and process group).
    let pid: pid_t
    /// How the child ended, once `exitIfEnded()` or `terminate()` has seen it.
    private(set) var exit: ProcessExit?

    /// Whether the program's output has ended (every copy of the slave is closed).
    private(set) var outputEnded = false

    private let master: Int32

    /// Starts `executable` with `arguments` and exactly `environment`, in a `columns` × `rows`
    /// pseudo-terminal.
    init(executable: URL, arguments: [String], environment: [String: String], columns: Int, rows: Int) throws(HarnessError) {
        var master: Int32 = -1
        var slavePath = [CChar](repeating: 0, count: 256)
        let openError = pseudo_terminal_open(UInt16(rows), UInt16(columns), &master, &slavePath, slavePath.count)
        guard openError == 0 else { throw .system("opening a pseudo-terminal", errno: openError) }
        let argv = [executable.path] + arguments
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawnError = Self.withCStrings(argv) { argv in
            Self.withCStrings(envp) { envp in
                pseudo_terminal_spawn(executable.path, argv, envp, slavePath, &pid)
            }
        }
        guard spawnError == 0 else {
            close(master)
            throw .cannotStart(executable.path, reason: String(cString: strerror(spawnError)))
        }
        self.master = master
        self.pid = pid
        ChildProcessGuard.watch(pid)
    }

    deinit {
        terminate()
        close(master)
    }

    /// Writes `bytes` to the program's input whole.
    func write(_ bytes: [UInt8]) throws(HarnessError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                guard errno == EINTR else { throw .system("writing to the pseudo-terminal", errno: errno) }
                continue
            }
            offset += written
        }
    }

    /// Waits at most `timeout` for output and returns what came: nil when nothing came in
    /// time or the output has ended (every copy of the slave is closed: the program is gone).
    func read(timeout: Duration) throws(HarnessError) -> [UInt8]? {
        guard !outputEnded else { return nil }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: max(0, Int((timeout.seconds * 1000).rounded(.up))))
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 {
            guard errno == EINTR else { throw .system("waiting for the program's output", errno: errno) }
            return nil
        }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer.prefix(count)) }
        // EIO (Linux) or 0: the slave side is closed.
        if count == 0 || errno == EIO {
            outputEnded = true
            return nil
        }
        guard errno == EINTR || errno == EAGAIN else { throw .system("reading the program's output", errno: errno) }
        return nil
    }

    /// How the child ended, or nil while it runs (does not wait).
    @discardableResult
    func exitIfEnded() -> ProcessExit? {
        if exit == nil { reap(options: WNOHANG) }
        return exit
    }

    /// Ends the child if it still runs: SIGTERM, then SIGKILL after two seconds; waits for it.
    func terminate() {
        guard exitIfEnded() == nil else { return }
        kill(pid, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(2)
        while exitIfEnded() == nil, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        if exit == nil {
            kill(pid, SIGKILL)
            reap(options: 0)
        }
    }

    private func reap(options: Int32) {
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &status, options)
        } while result < 0 && errno == EINTR
        guard result == pid else { return }
        exit = ProcessExit(waitStatus: status)
        ChildProcessGuard.forget(pid)
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
