#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ImageCodec

/// Runs a terminal program: owns the `Terminal` and the `Window` on it, turns input into
/// events for the window, and draws the window's frames — TerminalUI's `UIApplication`.
///
/// The main queue is the UI thread. `run()` enters the terminal and hands the thread to
/// `dispatchMain()`; from then on everything happens in main-queue turns: input is read by a
/// dispatch source and decoded (a lone Esc is reported after `escapeTimeout`) and delivered one
/// event per turn — so that what handling a key queues on the main queue (a `UIScheduler`
/// action, say) happens before the next key is handled, even when both came in one read, as
/// from a fast typist or a key repeat on a busy machine — SIGWINCH resizes
/// the window and repaints everything, and frames are coalesced — however many views change in
/// a turn, one frame is rendered at the start of the next, written with one write(2), and a
/// frame with no change writes nothing.
///
/// Before the first frame, `run()` asks the terminal how it can show pictures (kitty graphics,
/// sixel, iTerm2 images or half blocks; see `GraphicsDetection` and
/// `TerminalGraphics.select`), waiting at most about 200 ms, and sets the window's `graphics`;
/// the cell size in pixels is measured again on every resize. The same round trip asks the
/// terminal's background colour (OSC 11), which sets the window's `palette` (`background`).
/// Keys typed meanwhile are kept. Inside tmux, whether tmux lets the questions through to the
/// terminal outside it (`allow-passthrough`) is asked of tmux by a child process started in
/// `init`, which nothing waits for: when its answer comes after the probe, the outer terminal
/// is asked then and the pictures follow its answers.
///
/// Ctrl-C goes to `interruptHandler` (by default: quit with status 130) rather than to the
/// views, Ctrl-Z to `suspendHandler` (by default `suspend()`: the terminal is given back and
/// the process stops as a job of the shell; on `fg` it takes the terminal again and repaints
/// everything, pictures included), and Ctrl-L repaints the whole screen. SIGTSTP from outside
/// (`kill -TSTP`) goes to `suspendHandler` too, and SIGCONT after a stop the application did not
/// make itself (`kill -STOP`) takes the terminal again and repaints. With `reportsMouse`, mouse
/// events go to the view under the pointer; presses are counted into double clicks
/// (`MouseEvent.clickCount`: the same button at the same cell within half a second).
/// SIGINT, SIGTERM and SIGHUP restore the terminal
/// and end the process with that signal (the shell sees the conventional status 128 +
/// signal); `exit`, crashes and every
/// other signal that ends a process (SIGQUIT, SIGUSR1, …) restore it too, and such a signal
/// still ends the process. Main actor only; one application per process.
@MainActor
public final class Application {
    /// How long a lone ESC waits for the rest of an escape sequence before it counts as the
    /// Esc key.
    public static let escapeTimeout: DispatchTimeInterval = .milliseconds(25)

    /// How long a sequence longer than a key's (an answer from the terminal split across
    /// reads) waits for its end before it is dropped.
    public static let sequenceTimeout: DispatchTimeInterval = .milliseconds(500)

    /// The terminal drawn on.
    public let terminal: Terminal
    /// The window filling the terminal; set its `rootViewController` before `run()`.
    public let window: Window

    /// How pictures are shown — known once `run()` has asked the terminal; until then half
    /// blocks.
    public var graphics: TerminalGraphics { window.graphics }

    /// What the terminal says it is (its XTVERSION answer, e.g. `XTerm(379)`), once `run()`
    /// has asked; nil when it did not say.
    public private(set) var terminalVersion: String?

    /// What the terminal said of its background (OSC 11) — known once `run()` has asked, nil
    /// until then; the window's `palette` follows it.
    public private(set) var background: TerminalBackground?

    /// Called on the main queue when `background` is first known (told or not) and whenever a
    /// late answer changes it: log it.
    public var backgroundHandler: (@MainActor (TerminalBackground) -> Void)?

    /// Called on the main queue when `graphics` is first known and whenever it changes (a
    /// resize can change the cell size): log it, show it in a help screen.
    public var graphicsHandler: (@MainActor (TerminalGraphics) -> Void)?

    /// The colours used, detected from the environment (`NO_COLOR`, `COLORTERM`, `TERM`);
    /// setting it redraws everything in the new depth.
    public var colorMode: ColorMode {
        didSet {
            window.colorMode = colorMode
            renderer.colorMode = colorMode
        }
    }

    /// Called for Ctrl-C instead of passing it to the views. The default quits with status
    /// 130 (the shell's status for an interrupted program); replace it to confirm first or to
    /// use Ctrl-C otherwise.
    public var interruptHandler: @MainActor (Application) -> Void = { $0.quit(status: 130) }

    /// Called for Ctrl-Z (and SIGTSTP sent from outside) instead of passing it to the views.
    /// The default is `suspend()`; replace it to refuse (a program that must not stop) or to
    /// save something first.
    public var suspendHandler: @MainActor (Application) -> Void = { $0.suspend() }

    /// How the process stops in `suspend()`; tests put one in that only records the moment.
    var processStopper: any ProcessStopping = StopSignal()

    private let reportsMouse: Bool
    private var clickCounter = ClickCounter()
    private let graphicsPreference: GraphicsPreference
    /// The start-up detection, kept for answers that come after its wait.
    private var detection: GraphicsDetection?
    /// tmux's answer on passthrough, asked in `init` when inside tmux and pictures may need it.
    private let passthroughQuestion: TmuxPassthroughQuestion?
    private let environment: [String: String]
    /// Whether the cell size came from the terminal's answer to `CSI 16 t` (ask again on resize).
    private var asksCellSizeOnResize = false
    private var decoder: InputDecoder
    private var renderer: Renderer
    private var sources: [any DispatchSourceProtocol] = []
    private var escapeTimer: (any DispatchSourceTimer)?
    private var isFrameQueued = false
    /// Input read but not delivered yet: one event per main-queue turn.
    private var undeliveredInput: [InputEvent] = []

    /// An application on `terminal` (standard input and output by default). The colour mode
    /// is detected from `environment` (the process environment when nil); `reportsMouse` turns
    /// on mouse reports — clicks and the wheel go to the view under the pointer (while they are
    /// on, terminals select text with Shift held); `graphics` chooses how pictures are shown (by
    /// default `TERMINALUI_GRAPHICS`, else `.automatic`).
    public init(
        terminal: Terminal = Terminal(),
        environment: [String: String]? = nil,
        reportsMouse: Bool = false,
        graphics: GraphicsPreference? = nil
    ) {
        let environment = environment ?? Self.processEnvironment()
        self.terminal = terminal
        self.reportsMouse = reportsMouse
        self.environment = environment
        graphicsPreference = graphics ?? GraphicsPreference(environment: environment)
        let asksPassthrough = TmuxPassthrough.isInsideTmux(environment) && graphicsPreference != .fixed(.blocks)
        passthroughQuestion = asksPassthrough ? TmuxPassthroughQuestion() : nil
        let mode = ColorMode.detect(from: environment)
        colorMode = mode
        decoder = InputDecoder(reportsMouse: reportsMouse)
        renderer = Renderer(colorMode: mode)
        window = Window(size: terminal.size)
        window.colorMode = mode
        window.frameRequestHandler = { [weak self] in self?.queueFrame() }
        window.clipboardHandler = { [weak self] text in self?.copyToClipboard(text) }
        // The window asked for its first frame before it had anyone to ask.
        if window.isFrameScheduled { queueFrame() }
    }

    /// Enters the terminal, draws the first frame and serves events until `quit(status:)`.
    /// Never returns. When the terminal cannot be set up (input not a terminal, or `TERM`
    /// missing or `dumb`: see `Terminal.checkType(_:)`), prints why on standard error and exits
    /// with status 1, leaving the terminal untouched.
    public func run() -> Never {
        do {
            try Terminal.checkType(environment["TERM"])
            try terminal.enter(reportsMouse: reportsMouse)
        } catch {
            let message = "TerminalUI: cannot use the terminal: \(error)\n"
            _ = Array(message.utf8).withUnsafeBytes { writeAll(to: STDERR_FILENO, $0) }
            exit(1)
        }
        let typed = detectGraphics()
        startSources()
        window.frame.size = terminal.size
        deliverTyped(typed)
        renderFrame()
        dispatchMain()
    }

    /// Restores the terminal and ends the process with `status`.
    public func quit(status: Int32 = 0) -> Never {
        terminal.restore()
        exit(status)
    }

    /// Repaints the whole screen with the next frame (after something else wrote to the
    /// terminal, say).
    public func redraw() {
        renderer.invalidate()
        queueFrame()
    }

    /// Gives the terminal back and stops the process as a shell job, as Ctrl-Z does in a shell
    /// (the shell shows it stopped; the terminal is as it was before the program: main screen,
    /// cursor shown, its settings, no mouse or paste reports); returns once the process is
    /// continued (`fg`), having taken the terminal again and asked for a frame that repaints
    /// everything at the size the terminal has now. Where nothing could continue the process
    /// (no job control), it carries on at once, repainted. Does nothing while the terminal is
    /// not entered.
    public func suspend() {
        guard terminal.isEntered else { return }
        terminal.suspend()
        processStopper.stopUntilContinued()
        takeTerminalAgain()
    }

    /// Asks the terminal to put `text` on the clipboard (see `Terminal.copyToClipboard(_:)`);
    /// views ask through `Window.copyToClipboard(_:)`.
    public func copyToClipboard(_ text: String) {
        if !terminal.copyToClipboard(text) { quit(status: 1) }
    }

    /// Delivers `event` as if it had been typed: Ctrl-C to `interruptHandler`, Ctrl-Z to
    /// `suspendHandler`, Ctrl-L repaints the whole screen (as in most terminal programs), the
    /// rest to the window (a mouse event as given: its click count is counted only for what is
    /// read from the terminal).
    public func send(_ event: InputEvent) {
        switch event {
        case .key(let key) where key == .control("c"):
            interruptHandler(self)
        case .key(let key) where key == .control("z"):
            suspendHandler(self)
        case .key(let key) where key == .control("l"):
            redraw()
        case .reply(let reply):
            receiveLateAnswer(reply)
        default:
            window.send(event)
        }
    }

    // MARK: Graphics

    /// Asks the terminal how it shows pictures and applies the answer; returns the input that
    /// arrived meanwhile and was not an answer. The terminal outside tmux is asked too when tmux
    /// has already said that passthrough is allowed, else when it says so.
    private func detectGraphics() -> [InputEvent] {
        let passthrough = passthroughQuestion?.answer == true
        if let passthroughQuestion, passthroughQuestion.answer == nil {
            passthroughQuestion.whenAnswered { [weak self] allowed in self?.passthroughAnswered(allowed) }
        }
        let kernelCellSize = terminal.cellPixelSize
        let detection = GraphicsDetection(
            input: terminal.input, output: terminal.output, preference: graphicsPreference, environment: environment,
            kernelCellPixelSize: kernelCellSize, grid: terminal.size, passthrough: passthrough, decoder: &decoder
        )
        self.detection = detection
        noteAnswers(kernelCellPixelSize: kernelCellSize)
        noteBackground()
        apply(detection.graphics)
        return detection.typedEvents
    }

    /// Asks the terminal outside tmux when tmux said after the probe that passthrough is allowed;
    /// the answers come as late answers.
    private func passthroughAnswered(_ allowed: Bool) {
        guard allowed, terminal.isEntered, let question = detection?.askThroughTmuxPassthrough(), !question.isEmpty else { return }
        if !terminal.write(question) { quit(status: 1) }
    }

    /// Takes an answer that came after the start-up wait; applies the graphics it leads to.
    private func receiveLateAnswer(_ reply: TerminalReply) {
        let kernelCellSize = terminal.cellPixelSize
        let changedGraphics = detection?.receiveLateAnswer(reply, kernelCellPixelSize: kernelCellSize, grid: terminal.size)
        noteBackground()
        guard let graphics = changedGraphics else {
            if case .cellPixelSize(let cellSize) = reply { updateCellSize(cellSize) }
            return
        }
        noteAnswers(kernelCellPixelSize: kernelCellSize)
        apply(graphics)
    }

    /// Remembers what the terminal said of itself: its version, and whether to ask its cell
    /// size again on resize.
    private func noteAnswers(kernelCellPixelSize: ImageSize?) {
        let answers = detection.map { $0.probe.outerAnswers ?? $0.probe.answers }
        terminalVersion = answers?.version
        asksCellSizeOnResize = kernelCellPixelSize == nil && answers?.cellPixelSize != nil
    }

    /// Takes the background the terminal said, if it is new: the window's palette follows it,
    /// and `backgroundHandler` hears of it.
    private func noteBackground() {
        guard let detection else { return }
        let told = TerminalBackground(color: detection.probe.backgroundColor)
        guard told != background else { return }
        background = told
        window.palette = told.palette
        window.terminalBackgroundColor = told.color
        backgroundHandler?(told)
    }

    private func apply(_ graphics: TerminalGraphics) {
        window.graphics = graphics
        renderer.graphics = graphics
        switch graphics.mode {
        case .kitty: terminal.restoreAlso(KittyGraphicsCommand.deleteEverything(throughTmux: graphics.isThroughTmux))
        case .sixel: terminal.restoreAlso(PictureRenderer.sixelCursorModeOff)
        case .iterm, .blocks: break
        }
        graphicsHandler?(graphics)
    }

    /// Measures the cell size again after a resize: from the kernel, or by asking the terminal
    /// when that is how it was learnt (the answer comes back as input).
    private func measureCellSize() {
        guard graphics.mode.drawsPixels else { return }
        if let cellSize = terminal.cellPixelSize {
            updateCellSize(cellSize)
        } else if asksCellSizeOnResize {
            var question: [UInt8] = []
            question.appendControlSequence("16", final: "t")
            terminal.write(graphics.isThroughTmux ? KittyGraphicsCommand.wrappedForTmux(question) : question)
        }
    }

    private func updateCellSize(_ cellSize: ImageSize) {
        guard graphics.mode.drawsPixels, cellSize != graphics.cellPixelSize else { return }
        var updated = graphics
        updated.cellPixelSize = cellSize
        updated.isCellPixelSizeAssumed = false
        window.graphics = updated
        renderer.graphics = updated
        graphicsHandler?(updated)
    }

    // MARK: Frames

    private func queueFrame() {
        guard !isFrameQueued else { return }
        isFrameQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.renderFrame() }
        }
    }

    /// After the process was continued: raw mode and the full-screen state again, the size
    /// measured again, and a frame that repaints everything and sends the pictures again
    /// (restoring the terminal deleted them).
    private func takeTerminalAgain() {
        terminal.resume()
        renderer.terminalWasReset()
        terminalResized()
    }

    private func renderFrame() {
        isFrameQueued = false
        let bytes = renderer.render(window.renderFrame())
        if !bytes.isEmpty, !terminal.write(bytes) { quit(status: 1) }
    }

    // MARK: Sources

    private func startSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.input, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        sources.append(input)

        let resize = makeSignalSource(SIGWINCH) { application in application.terminalResized() }
        sources.append(resize)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            sources.append(makeSignalSource(signalNumber) { application in application.terminate(by: signalNumber) })
        }
        // SIGTSTP through a handler of its own, not a dispatch source (see SuspendRequestSignal).
        let suspendRequests = SuspendRequestSignal.makeSource { [weak self] in
            guard let self else { return }
            suspendHandler(self)
        }
        if let suspendRequests { sources.append(suspendRequests) }
        // Also after our own suspend: then it repaints a second time, harmlessly (usually in the same frame).
        sources.append(makeSignalSource(SIGCONT) { application in application.takeTerminalAgain() })
        for source in sources { source.resume() }
    }

    private func makeSignalSource(_ signalNumber: Int32, handler: @escaping @MainActor (Application) -> Void) -> any DispatchSourceSignal {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        return source
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(terminal.input, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            quit(status: 1)
        }
        if count == 0 { quit(status: 0) }  // the terminal hung up
        deliverTyped(decoder.decode(buffer[..<count]))
        scheduleEscapeTimeout()
    }

    /// Delivers events read from the terminal, in order, after those not delivered yet: the
    /// first now if none waits, each of the others in a main-queue turn of its own. Mouse
    /// presses get their click count as they are read.
    func deliverTyped(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        let wasIdle = undeliveredInput.isEmpty
        undeliveredInput += events.map { event in
            guard case .mouse(let mouse) = event else { return event }
            return .mouse(clickCounter.count(mouse, at: .now))
        }
        if wasIdle { deliverNextTyped() }
    }

    private func deliverNextTyped() {
        send(undeliveredInput.removeFirst())
        guard !undeliveredInput.isEmpty else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.deliverNextTyped() }
        }
    }

    private func scheduleEscapeTimeout() {
        escapeTimer?.cancel()
        escapeTimer = nil
        guard decoder.isWaitingForEscape else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + (decoder.isWaitingForSequence ? Self.sequenceTimeout : Self.escapeTimeout))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.deliverTyped(self.decoder.flushPendingEscape())
            }
        }
        timer.resume()
        escapeTimer = timer
    }

    private func terminalResized() {
        measureCellSize()
        renderer.invalidate()
        window.send(.resize(terminal.size))
        queueFrame()
    }

    /// Restores the terminal and dies of `signalNumber`, as the process would have without a
    /// handler (so the parent sees the usual status); exits with 128 + signal if it survives.
    private func terminate(by signalNumber: Int32) -> Never {
        terminal.restore()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
        exit(128 + signalNumber)
    }

    private static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "TERM", "TERM_PROGRAM", "LC_TERMINAL", "TMUX", GraphicsPreference.environmentVariable] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
