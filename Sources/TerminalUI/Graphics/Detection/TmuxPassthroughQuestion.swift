#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// tmux's answer to whether passthrough is allowed (`TmuxPassthrough`), asked by a child
/// process that runs while the program starts, so that nothing waits for it: the question is
/// asked when the value is made (on a thread of the global queue, never the caller's), ``answer``
/// says what is known so far, and ``whenAnswered(_:)`` hears of the answer on the main queue
/// when it comes.
///
/// A child that cannot be started, fails, or says nothing within the time limit counts as
/// "not allowed" (it is then killed and reaped); the limit only bounds a tmux that hangs, since
/// nobody waits for it. Thread-safe; keep the value for as long as its answer is wanted.
final class TmuxPassthroughQuestion: Sendable {
    /// How long the child may take before its answer counts as no.
    static let timeoutMilliseconds: Int32 = 2_000

    private struct State {
        var answer: Bool?
        var handlers: [@MainActor @Sendable (Bool) -> Void] = []
    }

    private let state = Mutex(State())

    /// Starts `command` (found on `PATH`; by default tmux's `show-options` for the pane), with no
    /// input, on a thread of the global queue, and returns at once.
    init(command: [String] = TmuxPassthrough.command, timeoutMilliseconds: Int32 = TmuxPassthroughQuestion.timeoutMilliseconds) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let output = Self.run(command, timeoutMilliseconds: timeoutMilliseconds)
            answered(output.map(TmuxPassthrough.isAllowed(answer:)) ?? false)
        }
    }

    /// Whether passthrough is allowed, once tmux has answered; nil until then.
    var answer: Bool? {
        state.withLock { $0.answer }
    }

    /// Calls `handler` on the main queue with the answer: when it comes, or in the next turn of
    /// the main queue if it has come already.
    func whenAnswered(_ handler: @escaping @MainActor @Sendable (Bool) -> Void) {
        let known: Bool? = state.withLock { state in
            if state.answer == nil { state.handlers.append(handler) }
            return state.answer
        }
        if let known { Self.deliver(known, to: [handler]) }
    }

    private func answered(_ allowed: Bool) {
        let handlers = state.withLock { state in
            state.answer = allowed
            defer { state.handlers = [] }
            return state.handlers
        }
        Self.deliver(allowed, to: handlers)
    }

    private static func deliver(_ allowed: Bool, to handlers: [@MainActor @Sendable (Bool) -> Void]) {
        guard !handlers.isEmpty else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                for handler in handlers { handler(allowed) }
            }
        }
    }

    /// Runs `arguments` with no input and returns what it wrote to standard output, at most 256
    /// bytes; nil if it could not start, failed, or did not finish in time (it is then killed).
    /// Blocks the calling thread until then.
    ///
    /// The child gets none of the program's state beyond its environment: no descriptor but the
    /// three standard ones (a library's descriptor opened without close-on-exec would otherwise
    /// stay open in it — a file being written, a listening socket), and every signal at its
    /// default and unblocked (the program ignores some, and this thread, a dispatch worker's,
    /// blocks most).
    private static func run(_ arguments: [String], timeoutMilliseconds: Int32) -> [UInt8]? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
        close(writeEnd)
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var finished = false
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutMilliseconds) * 1_000_000
        var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let remaining = Int64(deadline) - Int64(DispatchTime.now().uptimeNanoseconds)
            guard remaining > 0 else { break }
            let polled = poll(&ready, 1, Int32(remaining / 1_000_000) + 1)
            // A signal the program handles (SIGWINCH, SIGCHLD…) interrupts poll: not an answer.
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { break }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(readEnd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                finished = count == 0
                break
            }
            output += chunk[..<count]
            if output.count >= 256 { break }
        }
        if !finished { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return finished && status == 0 ? output : nil
    }

    /// The descriptors open in this process, as `/proc/self/fd` lists them (none where it does
    /// not exist). One closed before the spawn is harmless: a close action of a descriptor that
    /// is not open is ignored.
    private static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        var descriptors: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name) { descriptors.append(descriptor) }
        }
        return descriptors
    }
}
