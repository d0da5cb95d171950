#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Starts programs that outlive their request and must not touch the app's terminal: each in
/// its own session (no controlling terminal, out of the app's process group, so terminal
/// signals never reach it), with standard input and output on `/dev/null`, no other inherited
/// descriptor, every signal at its default disposition and none blocked (the app ignores some
/// for its own signal handling). Nobody waits for the program; a thread reaps it when it exits,
/// so no zombie stays.
enum DetachedProcess {
    /// Starts the executable at `path` with `arguments` (after the program name) and
    /// `environment`; its process id, or why it could not be started.
    static func spawn(path: String, arguments: [String], environment: [String: String]) -> Result<pid_t, SpawnError> {
        var attributes = SpawnAttributes()
        defer { attributes.destroy() }
        var actions = SpawnFileActions()
        defer { actions.destroy() }
        if let failure = attributes.prepare() ?? actions.prepare() { return .failure(failure) }

        let argv = CStringArray([path] + arguments)
        defer { argv.release() }
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" }.sorted())
        defer { envp.release() }

        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions.raw, &attributes.raw, argv.pointers, envp.pointers)
        guard result == 0 else { return .failure(SpawnError(step: "posix_spawn", code: result)) }
        reapWhenExited(pid)
        return .success(pid)
    }

    /// Why ``spawn(path:arguments:environment:)`` failed: the call and its error number.
    struct SpawnError: Error, CustomStringConvertible {
        let step: String
        let code: Int32

        var description: String {
            "\(step) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// Waits for `pid` on a thread of its own (it may run for as long as the browser does, which
    /// must not hold a thread of a shared pool).
    private static func reapWhenExited(_ pid: pid_t) {
        let reaper = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        reaper.name = "ImageSearchModel.reaper"
        reaper.stackSize = 64 * 1024
        reaper.start()
    }
}

/// glibc's `POSIX_SPAWN_SETSID` (2.26 and later), which Swift does not import: `spawn.h` defines
/// it only for `_GNU_SOURCE`.
#if canImport(Glibc)
private let spawnSetSessionFlag: Int32 = 0x80
#else
private let spawnSetSessionFlag = POSIX_SPAWN_SETSID
#endif

/// `posix_spawnattr_t`, set up for a detached child.
private struct SpawnAttributes {
    #if canImport(Glibc)
    var raw = posix_spawnattr_t()
    #else
    var raw: posix_spawnattr_t? = nil
    #endif
    private var initialised = false

    /// Sets the flags, default signal dispositions and an empty mask; the failure, if any.
    mutating func prepare() -> DetachedProcess.SpawnError? {
        var code = posix_spawnattr_init(&raw)
        guard code == 0 else { return DetachedProcess.SpawnError(step: "posix_spawnattr_init", code: code) }
        initialised = true
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        let flags = spawnSetSessionFlag | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        code = posix_spawnattr_setsigdefault(&raw, &everySignal)
        if code == 0 { code = posix_spawnattr_setsigmask(&raw, &noSignal) }
        if code == 0 { code = posix_spawnattr_setflags(&raw, Int16(flags)) }
        return code == 0 ? nil : DetachedProcess.SpawnError(step: "posix_spawnattr", code: code)
    }

    mutating func destroy() {
        if initialised { posix_spawnattr_destroy(&raw) }
    }
}

/// `posix_spawn_file_actions_t`: standard descriptors on `/dev/null`, every other inherited
/// descriptor closed.
private struct SpawnFileActions {
    #if canImport(Glibc)
    var raw = posix_spawn_file_actions_t()
    #else
    var raw: posix_spawn_file_actions_t? = nil
    #endif
    private var initialised = false

    /// Adds the actions; the failure, if any.
    mutating func prepare() -> DetachedProcess.SpawnError? {
        var code = posix_spawn_file_actions_init(&raw)
        guard code == 0 else { return DetachedProcess.SpawnError(step: "posix_spawn_file_actions_init", code: code) }
        initialised = true
        code = posix_spawn_file_actions_addopen(&raw, 0, "/dev/null", O_RDONLY, 0)
        if code == 0 { code = posix_spawn_file_actions_addopen(&raw, 1, "/dev/null", O_WRONLY, 0) }
        if code == 0 { code = posix_spawn_file_actions_adddup2(&raw, 1, 2) }
        // Descriptors opened without O_CLOEXEC (by any library in the app) would otherwise reach
        // the browser. Closing one that was closed meanwhile is harmless.
        for descriptor in Self.inheritedDescriptors() where code == 0 {
            code = posix_spawn_file_actions_addclose(&raw, descriptor)
        }
        return code == 0 ? nil : DetachedProcess.SpawnError(step: "posix_spawn_file_actions", code: code)
    }

    mutating func destroy() {
        if initialised { posix_spawn_file_actions_destroy(&raw) }
    }

    /// The open descriptors above standard error (empty where `/proc` does not list them).
    private static func inheritedDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.filter { $0 > 2 }.sorted()
    }
}

/// A NULL-terminated array of C strings for `argv` and `envp`; `release()` frees it.
private struct CStringArray {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    func release() {
        for pointer in pointers { free(pointer) }
    }
}
