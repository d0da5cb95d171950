/// Scrolling at key-repeat speed: from the first screen, Down pressed 300 times at 30 keys per
/// second, as a held key repeats; the status line must end on row 301. Measures the keys lost
/// and how far the screen lags behind the keys.
struct KeyRepeatRun {
    /// Presses of Down.
    static let presses = 300
    /// Presses per second.
    static let rate = 30
    /// How long the last key may take to show before the run counts lost keys.
    static let settleTimeout = Duration.seconds(10)

    /// The row the status line showed at the end (301 when no key was lost).
    let finalRow: Int
    /// Keys that moved nothing: the row the last key should reach minus the row shown.
    let droppedKeys: Int
    /// The rows the list had then.
    let rowCount: Int
    /// From the last key to the frame showing it; nil when it never showed.
    let lastKeyLag: Duration?
    /// The longest time any key waited for a frame showing it.
    let worstKeyLag: Duration
    /// Where the screen last showed every key pressed so far (a lost key came at or after it).
    let lastCaughtUp: ListPosition?
    /// The fewest rows left below the selection when a page came (nil if none came).
    let fewestRowsLeftAtGrowth: Int?

    /// Launches Image Search at home in `directory` on `server`, presses the keys, measures and quits.
    init(_ programs: Programs, in directory: ScenarioDirectory, server: GalleryServer) throws(HarnessError) {
        let launch = try ImageSearchLaunch(programs, in: directory, server: server)
        let session = launch.session
        var tracker = KeyLagTracker(start: launch.position)
        let interval = Duration.seconds(1) / Self.rate
        let start = ContinuousClock.now
        for press in 0..<Self.presses {
            _ = try session.read(until: start + interval * press, waitingFor: "key \(press + 1) to be due") { screen, instant in
                tracker.observe(ImageListScreen(screen: screen).position, at: instant)
                return false
            }
            tracker.pressed(at: try session.press(.down))
        }
        let expectedRow = launch.position.row + Self.presses
        let shown = try session.read(until: .now + Self.settleTimeout, waitingFor: "row \(expectedRow)") { screen, instant in
            tracker.observe(ImageListScreen(screen: screen).position, at: instant)
            return tracker.shownRow >= expectedRow
        }
        finalRow = tracker.shownRow
        droppedKeys = expectedRow - finalRow
        rowCount = tracker.rowCount
        lastKeyLag = shown.flatMap { tracker.lag(ofPress: Self.presses - 1, shownAt: $0) }
        worstKeyLag = tracker.worstLag
        lastCaughtUp = tracker.lastCaughtUp
        fewestRowsLeftAtGrowth = tracker.fewestRowsLeftAtGrowth
        try session.quit()
    }
}
