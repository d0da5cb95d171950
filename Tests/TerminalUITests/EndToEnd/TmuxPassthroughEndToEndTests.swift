#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// `terminalui-demo` inside tmux, where TerminalUI asks tmux whether it lets questions through
/// to the terminal outside it (`tmux show-options -Apv allow-passthrough`) — here a stand-in
/// `tmux` first on the program's `PATH` that answers only when the test lets it (issue 24): the
/// first frame must not wait for that child process, and its answer must still be used when
/// it comes.
@Suite("terminalui-demo asking tmux about passthrough (tmux)", .serialized, .tmux)
struct TmuxPassthroughEndToEndTests {
    @Test("draws the first frame while tmux has not answered; asks the outer terminal through passthrough once tmux says on")
    func answerAfterTheFirstFrame() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "passthrough-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appending(path: "tmux.pid").path
        let gate = folder.appending(path: "answer-now").path
        let stub = folder.appending(path: "tmux")
        try """
            #!/bin/sh
            echo $$ > \(shellWord(pidFile))
            while [ ! -e \(shellWord(gate)) ]; do sleep 0.02; done
            echo on

            """.write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = try TerminalProgramRun(product: "terminalui-demo", environment: ["PATH": "\(folder.path):\(path)"])

        try await run.waitForScreen("the demo's first frame") { $0.contains("No. 1  Sunset") && $0.contains("row 1 of 10000") }
        let stubID = try await poll(within: .seconds(10)) { (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }
        let asked = try #require(stubID, "the demo never asked tmux")
        defer { kill(asked, SIGKILL) }
        #expect(kill(asked, 0) == 0, "tmux's answer was waited for (and the child killed) before the first frame")

        let output = folder.appending(path: "output").path
        try run.session.recordOutput(to: output)
        try Data().write(to: URL(fileURLWithPath: gate))
        let wrapped = try await poll(within: .seconds(10)) {
            (try? Data(contentsOf: URL(fileURLWithPath: output))).flatMap { String(decoding: $0, as: UTF8.self).contains("\u{1B}Ptmux;") ? true : nil }
        }
        #expect(wrapped == true, "no question went through passthrough after tmux answered on")

        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }
}
