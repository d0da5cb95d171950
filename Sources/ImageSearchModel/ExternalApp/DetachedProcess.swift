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
    /// Why ``spawn(path:arguments:environment:)`` failed: the call and its error number.
    struct SpawnError: Error, CustomStringConvertible {
        let step: String
        let code: Int32

        var description: String {
            "\(step) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// Starts the executable at `path` with `arguments` (after the program name) and
    /// `environment`; its process id, or why it could not be started.
    static func spawn(path: String, arguments: [String], environment: [String: String]) -> Result<pid_t, SpawnError> {
        let argv = CStringArray([path] + arguments)
        defer { argv.release() }
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" }.sorted())
        defer { envp.release() }
        var attributes = emptyAttributes
        var actions = emptyFileActions
        var pid: pid_t = 0
        do throws(SpawnError) {
            try check("posix_spawnattr_init", posix_spawnattr_init(&attributes))
            defer { posix_spawnattr_destroy(&attributes) }
            try check("posix_spawn_file_actions_init", posix_spawn_file_actions_init(&actions))
            defer { posix_spawn_file_actions_destroy(&actions) }
            try detach(&attributes)
            try redirect(&actions)
            try check("posix_spawn", posix_spawn(&pid, path, &actions, &attributes, argv.pointers, envp.pointers))
        } catch {
            return .failure(error)
        }
        reapWhenExited(pid)
        return .success(pid)
    }

    /// A new session, every signal at its default, none blocked.
    private static func detach(_ attributes: inout SpawnAttributes) throws(SpawnError) {
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        try check("posix_spawnattr_setsigdefault", posix_spawnattr_setsigdefault(&attributes, &everySignal))
        try check("posix_spawnattr_setsigmask", posix_spawnattr_setsigmask(&attributes, &noSignal))
        let flags = setSessionFlag | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        try check("posix_spawnattr_setflags", posix_spawnattr_setflags(&attributes, Int16(flags)))
    }

    /// Standard descriptors on `/dev/null`, every other inherited descriptor closed: one opened
    /// without close-on-exec (by any library in the app) would otherwise reach the browser.
    /// Closing one that was closed meanwhile is harmless.
    private static func redirect(_ actions: inout SpawnFileActions) throws(SpawnError) {
        try check("posix_spawn_file_actions_addopen", posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0))
        try check("posix_spawn_file_actions_addopen", posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0))
        try check("posix_spawn_file_actions_adddup2", posix_spawn_file_actions_adddup2(&actions, 1, 2))
        for descriptor in inheritedDescriptors() {
            try check("posix_spawn_file_actions_addclose", posix_spawn_file_actions_addclose(&actions, descriptor))
        }
    }

    /// The open descriptors above standard error (none where `/proc` does not list them).
    private static func inheritedDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.filter { $0 > 2 }.sorted()
    }

    /// Throws unless the POSIX call `step` returned 0.
    private static func check(_ step: String, _ code: Int32) throws(SpawnError) {
        guard code == 0 else { throw SpawnError(step: step, code: code) }
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

    // glibc's spawn types are structs, Darwin's opaque pointers; and glibc's `POSIX_SPAWN_SETSID`
    // (2.26 and later) is not imported, `spawn.h` defining it only for `_GNU_SOURCE`.
    #if canImport(Glibc)
    private typealias SpawnAttributes = posix_spawnattr_t
    private typealias SpawnFileActions = posix_spawn_file_actions_t
    private static var emptyAttributes: SpawnAttributes { SpawnAttributes() }
    private static var emptyFileActions: SpawnFileActions { SpawnFileActions() }
    private static let setSessionFlag: Int32 = 0x80
    #else
    private typealias SpawnAttributes = posix_spawnattr_t?
    private typealias SpawnFileActions = posix_spawn_file_actions_t?
    private static var emptyAttributes: SpawnAttributes { nil }
    private static var emptyFileActions: SpawnFileActions { nil }
    private static let setSessionFlag = Int32(POSIX_SPAWN_SETSID)
    #endif
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
