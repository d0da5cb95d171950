import Foundation
import ImageCodec
import TestSupport

/// The built `imagesearch` running against a ``FineDetailGallery`` in a real terminal
/// (``TerminalWindow``) on a ``VirtualDisplay`` — directly, or inside a tmux of its own — with
/// a log file that says how it draws pictures, and a file that receives its exit status.
///
/// The terminal runs a launch script: the app with a cache directory of its own and
/// `LANG=C.UTF-8`, then its exit status written to a file, then a long sleep so that the window
/// stays open and shows what the app left behind — directly, or as a job of an interactive
/// bash (`asShellJob`), so that Ctrl-Z stops it and `fg` typed in the window brings it back.
/// Use from one test at a time; ``close()`` ends the terminal (and tmux) and removes the files.
final class ImageSearchWindow {
    /// The terminal the app runs in.
    let window: TerminalWindow
    private let directory: URL
    private let tmuxSocket: String?

    /// Starts `imagesearch --server <gallery> --log-file … arguments` in `emulator`, inside tmux
    /// (with its defaults: no passthrough) when `insideTmux`, else as a job of an interactive
    /// bash when `asShellJob`. Throws ``TerminalWindow/Failure`` when the terminal does not start.
    init(
        _ emulator: TerminalEmulator, gallery: FineDetailGallery, arguments: [String] = [], insideTmux: Bool = false,
        asShellJob: Bool = false, on display: VirtualDisplay
    ) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("imagesearch-graphics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let app = TerminalProgramRun.productsDirectory.appendingPathComponent("imagesearch").path
        let command = [app, "--server", gallery.baseURL.absoluteString, "--log-file", directory.appendingPathComponent("imagesearch.log").path] + arguments
        let script = directory.appendingPathComponent("run.sh")
        // The app's process id goes to a file (see `waitUntilStopped()`).
        try """
            XDG_CACHE_HOME=\(shellWord(directory.appendingPathComponent("cache").path)) \
            XDG_STATE_HOME=\(shellWord(directory.appendingPathComponent("state").path)) LC_ALL= SWIFT_BACKTRACE=enable=no \
            sh -c 'echo $$ > "$0"; exec "$@"' \(shellWord(directory.appendingPathComponent("app.pid").path)) \(command.map(shellWord).joined(separator: " "))
            echo $? > \(shellWord(directory.appendingPathComponent("exit-status").path))
            exec sleep 600

            """.write(to: script, atomically: true, encoding: .utf8)
        tmuxSocket = insideTmux ? "e2e-graphics-\(UUID().uuidString.prefix(8))" : nil
        let tmux = tmuxSocket.map { ["tmux", "-L", $0, "-f", "/dev/null", "new-session"] } ?? []
        let terminalCommand: [String]
        if asShellJob {
            // An interactive bash in the script's folder, where the script is typed once the
            // window shows (bash has no job control while it reads a start-up file).
            terminalCommand = ["sh", "-c", "cd \(shellWord(directory.path)) && PS1='$ ' HISTFILE=/dev/null exec bash --norc --noprofile -i"]
        } else {
            terminalCommand = tmux + ["sh", script.path]
        }
        do {
            window = try await TerminalWindow(emulator, command: terminalCommand, on: display)
            if asShellJob { try window.type("sh run.sh\n") }
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// The log's line on how pictures are drawn, once the app has asked the terminal (at most
    /// `timeout`); nil if it did not log it in time. A terminal that answers after the app's
    /// start-up wait (a busy machine) makes the app log again when the answers come: with
    /// `mode`, the line of that mode is waited for, else the last line logged is returned.
    func loggedGraphics(mode: String? = nil, timeout: Duration = .seconds(60)) async throws -> LoggedGraphics? {
        let log = directory.appendingPathComponent("imagesearch.log")
        var last: LoggedGraphics?
        let found = try await poll(within: timeout) { () -> LoggedGraphics? in
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").compactMap { LoggedGraphics(logLine: String($0)) }
            last = lines.last ?? last
            if let mode { return lines.last { $0.mode == mode } }
            return lines.first
        }
        return found ?? last
    }

    /// The first line of the log containing `text`, once the app has logged it (at most
    /// `timeout`); nil if it did not in time.
    func loggedLine(containing text: String, timeout: Duration = .seconds(30)) async throws -> String? {
        let log = directory.appendingPathComponent("imagesearch.log")
        return try await poll(within: timeout) {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").first { $0.contains(text) }.map(String.init)
        }
    }

    /// Whether the app has stopped (Ctrl-Z) within `timeout`: its process in state `T`.
    func waitUntilStopped(timeout: Duration = .seconds(20)) async throws -> Bool {
        let pidFile = directory.appendingPathComponent("app.pid")
        return try await poll(within: timeout) { () -> Bool? in
            guard let pid = (try? String(contentsOf: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let afterName = stat.range(of: ") ", options: .backwards)
            else { return nil }
            return stat[afterName.upperBound...].first == "T" ? true : nil
        } ?? false
    }

    /// The app's exit status once it has ended (at most `timeout`); nil if it still runs.
    func exitStatus(timeout: Duration = .seconds(20)) async throws -> Int? {
        let file = directory.appendingPathComponent("exit-status")
        return try await poll(within: timeout) {
            (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Ends tmux (whose server would outlive the terminal) and the terminal, and removes the files.
    func close() {
        if let tmuxSocket { _ = try? ChildProcess.run(["tmux", "-L", tmuxSocket, "kill-server"]) }
        window.close()
        try? FileManager.default.removeItem(at: directory)
    }
}
