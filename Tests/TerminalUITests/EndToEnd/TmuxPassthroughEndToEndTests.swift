import Foundation
import Testing
import TestSupport

/// `terminalui-demo` inside tmux, where TerminalUI asks tmux whether it lets questions through
/// to the terminal outside it (`tmux show-options -Apv allow-passthrough`) — here a stand-in
/// `tmux` first on the program's `PATH` that answers only once the demo's first frame is on
/// screen (issue 24): the first frame must not wait for that child process, and its answer must
/// still be used when it comes.
@Suite("terminalui-demo asking tmux about passthrough (tmux)", .serialized, .tmux)
struct TmuxPassthroughEndToEndTests {
    @Test("draws the first frame while tmux has not answered; asks the outer terminal through passthrough once tmux says on")
    func answerAfterTheFirstFrame() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "passthrough-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gate = folder.appending(path: "recording").path
        let answered = folder.appending(path: "answered-after-the-first-frame").path
        let stub = folder.appending(path: "tmux")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let realTmux = path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "tmux"
        // Answers only once the demo's first frame is on its pane (the real tmux shows it), so a
        // demo that waited for the answer would never draw, and never get one.
        try ExecutableScript.write("""
            #!/bin/sh
            until [ -e \(shellWord(gate)) ] && \(shellWord(realTmux)) capture-pane -p | grep -q 'row 1 of 10000'; do sleep 0.02; done
            touch \(shellWord(answered))
            echo on

            """, to: stub)
        let launched = ContinuousClock.now
        let run = try TerminalProgramRun(product: "terminalui-demo", environment: ["PATH": "\(folder.path):\(path)"])
        let output = folder.appending(path: "output").path
        try run.session.recordOutput(to: output)
        try Data().write(to: URL(fileURLWithPath: gate))

        try await run.waitForScreen("the demo's first frame") { $0.contains("No. 1  Sunset") && $0.contains("row 1 of 10000") }
        let firstFrame = ContinuousClock.now - launched
        let afterTheFirstFrame = try await poll(within: .seconds(30)) { FileManager.default.fileExists(atPath: answered) ? true : nil }
        #expect(afterTheFirstFrame == true, "tmux was not asked, or the demo waited for its answer before the first frame (seen \(firstFrame) after launch)")
        let wrapped = try await poll(within: .seconds(10)) {
            (try? Data(contentsOf: URL(fileURLWithPath: output))).flatMap { String(decoding: $0, as: UTF8.self).contains("\u{1B}Ptmux;") ? true : nil }
        }
        #expect(wrapped == true, "no question went through passthrough after tmux answered on")

        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }
}
