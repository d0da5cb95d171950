import Dispatch
import Testing
@testable import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// A screen that records the keys that reach it and draws a counter.
@MainActor
private final class CountingController: ViewController {
    var keys: [KeyEvent] = []
    var count = 0 {
        didSet { view.setNeedsDisplay() }
    }

    override func loadView() -> View {
        CountView(controller: self)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
}

@MainActor
private final class CountView: View {
    unowned let controller: CountingController
    init(controller: CountingController) {
        self.controller = controller
        super.init()
    }
    override func draw(in canvas: inout Canvas) {
        canvas.write("count \(controller.count)", at: .zero)
    }
}

/// A screen that notes each key, and for `a` also queues work on the main queue that notes its
/// end — as a view model's `UIScheduler` does when other work is queued there.
@MainActor
private final class QueueingController: ViewController {
    var log: [String] = []

    override func handle(_ event: KeyEvent) -> Bool {
        guard case .character(let character) = event.key else { return false }
        log.append("key \(character)")
        if character == "a" {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.log.append("work of a") } }
        }
        return true
    }
}

/// Stops nothing: counts the stops and records what the pseudo-terminal (if any) had been
/// sent, and its attributes, at the moment the process would have stopped.
@MainActor
private final class RecordingStopper: ProcessStopping {
    private let terminal: PseudoTerminal?
    private(set) var stops = 0
    private(set) var atStop: (output: String, attributes: termios)?

    init(_ terminal: PseudoTerminal? = nil) {
        self.terminal = terminal
    }

    func stopUntilContinued() {
        stops += 1
        atStop = terminal.map { ($0.readOutput(until: "\u{1B}[?1049l"), $0.programAttributes) }
    }
}

/// Whether two sets of terminal attributes set the same modes and control characters.
private func sameSettings(_ first: termios, _ second: termios) -> Bool {
    var first = first
    var second = second
    return first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
        && first.c_lflag == second.c_lflag && memcmp(&first.c_cc, &second.c_cc, MemoryLayout.size(ofValue: first.c_cc)) == 0
}

/// Serialized: two tests enter a terminal, and what restores it (`TerminalRestoration`) is one
/// for the whole process.
@MainActor
@Suite("Application", .serialized)
struct ApplicationTests {
    /// An application writing to a pipe (read end returned), with a counting screen.
    fileprivate static func makeApplication(environment: [String: String] = ["TERM": "xterm-256color"]) -> (Application, CountingController, Int32) {
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        _ = fcntl(descriptors[0], F_SETFL, O_NONBLOCK)
        let application = Application(terminal: Terminal(input: descriptors[0], output: descriptors[1]), environment: environment)
        let controller = CountingController()
        application.window.rootViewController = controller
        return (application, controller, descriptors[0])
    }

    /// Everything written to the pipe so far.
    static func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// Waits until the main queue has run everything queued before this call.
    static func nextMainQueueTurn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    @Test("detects the colour mode from the environment and gives it to the window")
    func colorMode() {
        let (application, _, _) = Self.makeApplication(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        #expect(application.colorMode == .monochrome)
        #expect(application.window.colorMode == .monochrome)
        application.colorMode = .ansi16
        #expect(application.window.colorMode == .ansi16)
    }

    @Test("sends Ctrl-C to the interrupt handler and other keys to the window")
    func interruptHandler() {
        let (application, controller, _) = Self.makeApplication()
        var interrupts = 0
        application.interruptHandler = { _ in interrupts += 1 }
        application.send(.key(.control("c")))
        application.send(.key(KeyEvent(.character("x"))))
        #expect(interrupts == 1)
        #expect(controller.keys == [KeyEvent(.character("x"))])
    }

    @Test("coalesces the changes of one main-queue turn into one frame, and writes nothing for a frame without change")
    func coalescesFrames() async {
        let (application, controller, output) = Self.makeApplication()
        await Self.nextMainQueueTurn()
        let first = String(decoding: Self.drain(output), as: UTF8.self)
        #expect(first.hasSuffix("count 0"))
        controller.count = 1
        controller.count = 2
        controller.count = 3
        await Self.nextMainQueueTurn()
        #expect(String(decoding: Self.drain(output), as: UTF8.self) == "\u{1B}[D3")
        application.window.setNeedsDisplay()
        await Self.nextMainQueueTurn()
        #expect(Self.drain(output).isEmpty)
    }

    @Test("delivers keys read together one per main-queue turn, so that what a key queued on the main queue runs before the next key")
    func oneKeyPerTurn() async {
        let (application, _, _) = Self.makeApplication()
        let controller = QueueingController()
        application.window.rootViewController = controller
        application.deliverTyped([.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("b"))), .key(KeyEvent(.character("c")))])
        #expect(controller.log == ["key a"], "the first key at once")
        for _ in 0..<4 { await Self.nextMainQueueTurn() }
        #expect(controller.log == ["key a", "work of a", "key b", "key c"])
    }

    @Test("sends Ctrl-Z to the suspend handler, never to the views")
    func suspendHandler() {
        let (application, controller, _) = Self.makeApplication()
        var suspends = 0
        application.suspendHandler = { _ in suspends += 1 }
        application.send(.key(.control("z")))
        #expect(suspends == 1)
        #expect(controller.keys.isEmpty)
    }

    @Test("suspends by giving the terminal back as it found it, stopping, then taking it again and repainting everything")
    func suspendAndResume() async throws {
        let pair = try PseudoTerminal()
        defer {
            close(pair.programSide)
            close(pair.terminalSide)
        }
        let original = pair.programAttributes
        let terminal = Terminal(input: pair.programSide, output: pair.programSide)
        let application = Application(terminal: terminal, environment: ["TERM": "xterm-256color"], reportsMouse: true)
        let controller = CountingController()
        application.window.rootViewController = controller
        let stopper = RecordingStopper(pair)
        application.processStopper = stopper
        try terminal.enter(reportsMouse: true)
        defer { terminal.restore() }
        await Self.nextMainQueueTurn()
        #expect(pair.readOutput(until: "count 0").hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"))

        application.send(.key(.control("z")))
        let stop = try #require(stopper.atStop)
        #expect(stop.output == "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l", "\(stop.output.debugDescription)")
        #expect(sameSettings(stop.attributes, original), "the settings from before the program while stopped")
        #expect(terminal.isEntered && !sameSettings(pair.programAttributes, original), "raw mode again after the stop")
        await Self.nextMainQueueTurn()
        let resumed = pair.readOutput(until: "count 0")
        #expect(resumed.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[0m\u{1B}[H\u{1B}[2J"), "\(resumed.debugDescription)")
        #expect(resumed.hasSuffix("count 0"))
        #expect(controller.keys.isEmpty)
    }

    @Test("after a fatal signal, restores the terminal behind a string terminator, so that a picture cut short cannot swallow the restoring sequence")
    func restoresAfterFatalSignal() throws {
        let pair = try PseudoTerminal()
        defer {
            close(pair.programSide)
            close(pair.terminalSide)
        }
        let terminal = Terminal(input: pair.programSide, output: pair.programSide)
        try terminal.enter()
        #expect(pair.readOutput(until: "\u{1B}[?2004h") == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
        TerminalRestoration.restore(cuttingShort: true)
        let restored = pair.readOutput(until: "\u{1B}[?1049l")
        #expect(restored == "\u{1B}\\\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l", "\(restored.debugDescription)")
    }

    @Test("does not suspend a terminal it has not entered")
    func noSuspendWithoutTerminal() {
        let (application, _, output) = Self.makeApplication()
        let stopper = RecordingStopper()
        application.processStopper = stopper
        application.suspend()
        #expect(stopper.stops == 0)
        #expect(Self.drain(output).isEmpty)
    }

    @Test("repaints the whole screen on Ctrl-L, which the views never see")
    func controlLRepaints() async {
        let (application, controller, output) = Self.makeApplication()
        await Self.nextMainQueueTurn()
        _ = Self.drain(output)
        application.send(.key(.control("l")))
        await Self.nextMainQueueTurn()
        let repaint = String(decoding: Self.drain(output), as: UTF8.self)
        #expect(repaint.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J") && repaint.hasSuffix("count 0"), "\(repaint.debugDescription)")
        #expect(controller.keys.isEmpty)
    }
}
