#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodec

/// Asks the terminal what it can show and what its background is, and waits for the answers —
/// the I/O around `TerminalProbe`, run once at start-up before the first frame. With half blocks
/// fixed it asks no picture questions, only XTVERSION and the background. Main thread.
///
/// It writes the probe's query, then reads the terminal's input through the application's
/// decoder until the last answer (the device attributes) has come or `timeout` has passed,
/// whichever is first: a terminal that answers nothing costs that wait and nothing else. Keys
/// typed meanwhile are kept, in order, for the application to deliver afterwards; answers
/// never become keys.
///
/// A terminal slower than the timeout (one far away over ssh, or busy starting) still counts:
/// its answers arrive later with the input, and `receiveLateAnswer(_:kernelCellPixelSize:grid:)`
/// takes them in and says when they change how pictures are shown.
struct GraphicsDetection {
    /// How pictures are shown.
    private(set) var graphics: TerminalGraphics
    /// What the probe learnt.
    private(set) var probe: TerminalProbe
    /// The input that was not an answer, to deliver as if it came after.
    private(set) var typedEvents: [InputEvent]

    private let preference: GraphicsPreference
    private let environment: [String: String]

    /// Runs the detection on the terminal reading `input` and writing `output` (in raw mode).
    /// `passthrough` also asks the terminal outside tmux; `kernelCellPixelSize` is the cell
    /// size the kernel reports, if any (then the terminal is not asked for it).
    init(
        input: Int32,
        output: Int32,
        preference: GraphicsPreference,
        environment: [String: String],
        kernelCellPixelSize: ImageSize?,
        grid: Size,
        passthrough: Bool,
        decoder: inout InputDecoder,
        timeoutMilliseconds: Int = TerminalProbe.timeoutMilliseconds
    ) {
        typedEvents = []
        self.preference = preference
        self.environment = environment
        let asksPictures = preference != .fixed(.blocks)
        var probe = TerminalProbe(
            throughTmuxPassthrough: passthrough, asksCellSize: asksPictures && kernelCellPixelSize == nil, asksKittyGraphics: asksPictures)
        let written = probe.query.withUnsafeBytes { writeAll(to: output, $0) }
        let deadline = Self.now() + timeoutMilliseconds
        while written, !probe.isComplete {
            let remaining = deadline - Self.now()
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard remaining > 0, poll(&ready, 1, Int32(remaining)) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            for event in decoder.decode(buffer[..<count]) {
                if case .reply(let reply) = event {
                    probe.receive(reply)
                } else {
                    typedEvents.append(event)
                }
            }
        }
        self.probe = probe
        graphics = TerminalGraphics.select(
            preference: preference, probe: probe, environment: environment, kernelCellPixelSize: kernelCellPixelSize, grid: grid
        )
    }

    /// Asks the terminal outside tmux too, when tmux has said after the wait that passthrough
    /// is allowed: returns the questions to write to the terminal (empty when it was asked
    /// already); its answers then come as late answers.
    mutating func askThroughTmuxPassthrough() -> [UInt8] {
        probe.askThroughTmuxPassthrough()
    }

    /// Takes in an answer that came after the wait, while the probe is not complete; returns
    /// the new graphics when it changes them (a kitty `OK`, a DA1 listing sixel, a cell size),
    /// nil otherwise.
    mutating func receiveLateAnswer(_ reply: TerminalReply, kernelCellPixelSize: ImageSize?, grid: Size) -> TerminalGraphics? {
        guard !probe.isComplete else { return nil }
        probe.receive(reply)
        let updated = TerminalGraphics.select(
            preference: preference, probe: probe, environment: environment, kernelCellPixelSize: kernelCellPixelSize, grid: grid
        )
        guard updated != graphics else { return nil }
        graphics = updated
        return updated
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
