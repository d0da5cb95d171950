import Foundation
import Testing

@testable import ImageSearchBenchmark

@Suite("ProcessResources")
struct ProcessResourcesTests {
    @Test("CPU time is utime + stime, counted after a command name holding spaces and parentheses")
    func cpuTime() {
        let ticks = sysconf(Int32(_SC_CLK_TCK))
        let stat = "42 (a (b) c) S 1 42 42 0 -1 4194560 100 0 0 0 \(ticks) \(ticks * 2) 0 0 20 0 1 0"
        #expect(ProcessResources.cpuTime(fromStat: stat) == .seconds(3))
        #expect(ProcessResources.cpuTime(fromStat: "42 (x) S 1") == nil)
    }

    @Test("memory lines are read in kB whether tabs or spaces pad them")
    func memoryLines() {
        let status = "Name:\tx\nVmHWM:\t   2048 kB\nVmRSS:\t1024 kB\n"
        #expect(ProcessResources.kilobytes(of: "VmRSS", inStatus: status) == 1024)
        #expect(ProcessResources.kilobytes(of: "VmHWM", inStatus: status) == 2048)
        #expect(ProcessResources.kilobytes(of: "VmSwap", inStatus: status) == nil)
    }

    @Test("the benchmark's own figures can be read")
    func ownProcess() throws {
        let resources = try #require(ProcessResources.read(pid: getpid()))
        #expect(resources.residentBytes > 0)
        #expect(resources.peakResidentBytes >= resources.residentBytes)
    }
}

@Suite("ProcessExit")
struct ProcessExitTests {
    @Test("wait statuses decode into exits and signals")
    func waitStatus() {
        #expect(ProcessExit(waitStatus: 0) == .exited(0))
        #expect(ProcessExit(waitStatus: 3 << 8) == .exited(3))
        #expect(ProcessExit(waitStatus: SIGKILL) == .signalled(SIGKILL))
        #expect(!ProcessExit.exited(3).isSuccess)
    }
}

@Suite("TerminalSession")
struct TerminalSessionTests {
    static func shell(_ script: String, environment: [String: String] = ["PATH": "/usr/bin:/bin"]) throws -> TerminalSession {
        try TerminalSession(executable: URL(filePath: "/bin/sh"), arguments: ["-c", script], environment: environment)
    }

    @Test("the program runs on a 120×40 controlling terminal with exactly the environment given")
    func terminalAndEnvironment() throws {
        let session = try Self.shell(#"stty size; echo "[$TERM][$HOME]"; [ -t 0 ] && tty >/dev/null && echo has-tty; sleep 30"#,
                                     environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"])
        _ = try session.wait(for: "the script's output", timeout: .seconds(20)) { $0.text.contains("has-tty") }
        #expect(session.screen.text.contains("40 120"))
        #expect(session.screen.text.contains("[xterm-256color][]"))
    }

    @Test("keys reach the program, and a program that quits on q exits with status 0")
    func keysAndQuit() throws {
        let session = try Self.shell("stty raw -echo; echo ready; dd bs=1 count=1 2>/dev/null | od -c; exit 0")
        _ = try session.wait(for: "ready", timeout: .seconds(20)) { $0.text.contains("ready") }
        try session.quit(timeout: .seconds(20))
        #expect(session.process.exit == .exited(0))
        #expect(session.screen.text.contains("q"))
    }

    @Test("a program that ends while the benchmark waits is reported with its exit")
    func programEnds() throws {
        let session = try Self.shell("exit 3")
        #expect {
            _ = try session.wait(for: "nothing", timeout: .seconds(20)) { _ in false }
        } throws: { error in
            guard case .programEnded(.exited(3), _, _)? = error as? HarnessError else { return false }
            return true
        }
    }

    @Test("a wait that sees nothing come times out and shows the screen")
    func timeout() throws {
        let session = try Self.shell("echo hello; sleep 30")
        #expect {
            _ = try session.wait(for: "goodbye", timeout: .milliseconds(300)) { $0.text.contains("goodbye") }
        } throws: { error in
            guard case .timedOut(_, _, let screen)? = error as? HarnessError else { return false }
            return screen.contains("hello")
        }
    }

    @Test("the child is ended and reaped when its session goes away")
    func endsChild() throws {
        var session: TerminalSession? = try Self.shell("sleep 30")
        let pid = try #require(session?.process.pid)
        #expect(kill(pid, 0) == 0)
        session = nil
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }
}

@Suite("GalleryServer")
struct GalleryServerTests {
    @Test("the serving URL is read from the gallery's log line, and nothing else passes for it")
    func servingURL() {
        let log = "2026-11-24T13:43:28+0000 info gallery: images=2400 url=http://127.0.0.1:34127 [Gallery] gallery serving\r\n"
        #expect(GalleryServer.servingURL(inLog: log) == URL(string: "http://127.0.0.1:34127"))
        #expect(GalleryServer.servingURL(inLog: "info gallery: [HummingbirdCore] Server started and listening on 127.0.0.1:34127") == nil)
    }
}
