import Foundation

/// Sends a program running in a ``TerminalProgramRun`` a stream of random events drawn from a
/// ``RandomEventMix`` with a seed, at ``RandomEventSettings/eventsPerSecond``, checking now and
/// then that the program still runs — a "monkey". A suite then drives the program back to a known
/// screen through ``send(_:)`` and checks it; ``reportingFailures(_:)`` turns any failure into a
/// ``RandomEventFailure`` that names the seed, the last events and the screen.
///
/// The events depend only on the seed, never on what the program shows, so a seed replays the
/// same events (the program's timing may differ). Use a driver from one test, one call at a time.
public final class RandomEventDriver {
    /// How many of the last events a failure lists.
    public static let recentEventLimit = 60
    /// How many events are sent between two checks that the program still runs (two seconds).
    public static let eventsBetweenChecks = 100

    /// The run's settings: seed, number of events, programs.
    public let settings: RandomEventSettings
    /// The window's size after the events sent so far.
    public private(set) var size: PaneSize
    /// How many events were sent, random or not.
    public private(set) var sentCount = 0
    /// How long ``play()`` took, once it has.
    public private(set) var playingTime: Duration = .zero

    private let run: TerminalProgramRun
    private let mix: RandomEventMix
    private var recentEvents: [(number: Int, event: RandomEvent)] = []
    private var processID: Int32?

    /// A driver for `run`, whose window is `size`, drawing from `mix` as `settings` say.
    public init(run: TerminalProgramRun, settings: RandomEventSettings, mix: RandomEventMix, size: PaneSize) {
        self.run = run
        self.settings = settings
        self.mix = mix
        self.size = size
    }

    /// Sends the settings' number of random events, one every 1/50 s (the time to send an event
    /// counts: a late event goes at once, so a slow tmux lowers the rate rather than the count),
    /// and checks every ``eventsBetweenChecks`` events, and at the end, that the program runs.
    /// Throws ``RandomEventFailure/Cause/programEnded(_:)`` when it has ended or stopped, or what
    /// tmux's failure throws.
    public func play() async throws {
        let events = mix.events(count: settings.eventCount, seed: settings.seed, startingSize: size)
        let clock = ContinuousClock()
        let start = clock.now
        let interval = Duration.seconds(1) / RandomEventSettings.eventsPerSecond
        for (index, drawn) in events.enumerated() {
            // Pacing, not waiting for a result: the events go at a user's pace whatever the program does.
            try await Task.sleep(until: start + interval * index, clock: clock)
            try send(drawn.event)
            if (index + 1) % Self.eventsBetweenChecks == 0 { try expectAlive() }
        }
        playingTime = clock.now - start
        try expectAlive()
    }

    /// What ``play()`` did, for the test's output: "imagesearch: 2000 random events in 41.3 s (48.4 a second)".
    public func playingSummary(for product: String) -> String {
        let seconds = Double(playingTime.components.seconds) + Double(playingTime.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(settings.eventCount) / seconds : 0
        return "\(product): \(settings.eventCount) random events in \(String(format: "%.1f", seconds)) s (\(String(format: "%.1f", rate)) a second)"
    }

    /// Sends `event`, counted and listed among the recent events like the random ones (for the
    /// keys that bring the program back to a known screen after the random ones).
    public func send(_ event: RandomEvent) throws {
        sentCount += 1
        recentEvents.append((sentCount, event))
        if recentEvents.count > Self.recentEventLimit { recentEvents.removeFirst(recentEvents.count - Self.recentEventLimit) }
        if case let .resize(newSize) = event { size = newSize }
        try event.send(to: run.session)
    }

    /// Sends `event` until the screen satisfies `condition`, as a user presses a key again that
    /// did nothing: up to three times, waiting `timeout` after each (a key that reaches the
    /// program within an instant of an Esc reads as that key with Alt, which may do nothing).
    /// Returns the screen; throws ``TerminalProgramRun/Failure/screenNotShown(_:screen:)``,
    /// naming `what` was awaited, when it never comes. For events whose repetition does no harm.
    @discardableResult
    public func send(_ event: RandomEvent, until condition: (String) -> Bool, _ what: String, timeout: Duration = .seconds(3)) async throws -> String {
        var screen = ""
        for _ in 0..<3 {
            try send(event)
            let (shown, satisfied) = try await run.session.waitForScreen(timeout: timeout, condition)
            if satisfied { return shown }
            screen = shown
        }
        throw TerminalProgramRun.Failure.screenNotShown("\(what) after \(event), three times", screen: screen)
    }

    /// Presses Esc until the screen satisfies `condition` — to close what the random events left
    /// open (dialogs, fields, screens pushed) — at most `limit` times. Each decision is taken on
    /// a settled screen (``TmuxSession/settledScreen(quietPeriod:timeout:)``): a program under
    /// load may still hold random keys when the last one is sent, and a screen read before it
    /// handles them may show nothing open just before a `?` among them opens the key help.
    /// Then waits 10 s at most for `condition`. Returns that screen; throws
    /// ``TerminalProgramRun/Failure/screenNotShown(_:screen:)``, naming `what` was awaited, when
    /// it never comes.
    @discardableResult
    public func pressEscape(until condition: @escaping (String) -> Bool, _ what: String, limit: Int = 12) async throws -> String {
        var screen = try await run.session.settledScreen()
        for _ in 0..<limit where !condition(screen) {
            try send(.key("Escape"))
            screen = try await run.session.settledScreen()
        }
        return try await run.waitForScreen(what, timeout: .seconds(10), until: condition)
    }

    /// Throws ``RandomEventFailure/Cause/programEnded(_:)`` unless the program is running: it
    /// has not ended, is not a zombie and is not stopped.
    public func expectAlive() throws {
        let pid = try processID ?? run.processID()
        processID = pid
        guard kill(pid, 0) == 0 else { throw RandomEventFailure.Cause.programEnded("process \(pid) is gone") }
        // /proc/PID/stat: "pid (name) state …"; the name may hold spaces or parentheses.
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let nameEnd = stat.lastIndex(of: ")"),
           let state = stat[stat.index(after: nameEnd)...].first(where: { $0 != " " }),
           "ZTtX".contains(state) {
            throw RandomEventFailure.Cause.programEnded("process \(pid) is in state \(state)")
        }
    }

    /// Runs `body`; whatever it throws comes back as a ``RandomEventFailure`` naming the seed,
    /// how to replay it, the last events sent and the screen at that moment.
    public func reportingFailures<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch {
            throw RandomEventFailure(
                error: error, settings: settings, sentCount: sentCount,
                recentEvents: recentEvents.map { "#\($0.number) \($0.event)" }, size: size,
                screen: (try? run.session.capture()) ?? "(the screen could not be read)")
        }
    }
}
