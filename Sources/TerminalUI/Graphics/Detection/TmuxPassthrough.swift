#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the tmux this program runs in forwards passthrough sequences to the terminal
/// outside it (its `allow-passthrough` option, `on` or `all`), asked of tmux itself with
/// `tmux show-options -Apv allow-passthrough`. Main thread, at start-up.
enum TmuxPassthrough {
    /// How long tmux may take to answer before the answer counts as no.
    static let timeoutMilliseconds: Int32 = 300

    /// Whether `environment` says the program runs inside tmux (`TMUX` set).
    static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// Asks tmux whether passthrough is allowed for this pane; false when tmux cannot be run,
    /// does not answer in time, or says off.
    static func isAllowed() -> Bool {
        guard let answer = run(["tmux", "show-options", "-Apv", "allow-passthrough"]) else { return false }
        let value = String(decoding: answer, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
        return value == "on" || value == "all"
    }

    /// Runs `arguments` (found on `PATH`) with no input and returns what it wrote to standard
    /// output, at most 256 bytes; nil if it could not start or did not finish in time (it is
    /// then killed).
    private static func run(_ arguments: [String]) -> [UInt8]? {
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
        posix_spawn_file_actions_addclose(&actions, readEnd)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var finished = false
        var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, timeoutMilliseconds) > 0 {
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(readEnd, &chunk, chunk.count)
            if count <= 0 {
                finished = count == 0
                break
            }
            output += chunk[..<count]
            if output.count >= 256 { break }
        }
        if !finished { kill(child, SIGKILL) }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return finished && status == 0 ? output : nil
    }
}
