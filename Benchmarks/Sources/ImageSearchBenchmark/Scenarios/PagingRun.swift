/// Paging through the results: from the first screen, End again and again (each End selects
/// the last row, which makes the list load the next page) until the list has 500 rows, then
/// Home; measured from the first End to the frame after Home with every preview drawn again.
struct PagingRun {
    /// The rows to page through.
    static let targetRows = 500
    /// How long one page may take to come after End; a list that does not grow for this long
    /// after its last row is selected has ended.
    static let pageTimeout = Duration.seconds(10)

    /// The rows the list had when paging stopped (fewer than `targetRows` when it ended first).
    let rows: Int
    /// Wall time from the first End to the first screen shown again with its previews.
    let wallTime: Duration
    /// The app's CPU time (user + system, all threads) over the same span.
    let cpuTime: Duration
    /// The app's resident memory after scrolling back.
    let residentBytes: Int
    /// The app's peak resident memory until then.
    let peakResidentBytes: Int

    /// Launches Image Search at home in `directory` on `server`, pages, scrolls back, measures and quits.
    init(_ programs: Programs, in directory: ScenarioDirectory, server: GalleryServer) throws(HarnessError) {
        let launch = try ImageSearchLaunch(programs, in: directory, server: server)
        let session = launch.session
        var position = launch.position
        let before = try session.resources(for: "paging to start")
        let start = ContinuousClock.now
        while position.count < Self.targetRows {
            let count = position.count
            try session.press(.end)
            let grown = try session.read(until: .now + Self.pageTimeout, waitingFor: "rows after row \(count)") { screen, _ in
                guard let shown = ImageListScreen(screen: screen).position else { return false }
                return shown.row >= count && shown.count > count
            }
            guard grown != nil, let shown = ImageListScreen(screen: session.screen).position else {
                guard ImageListScreen(screen: session.screen).position == ListPosition(row: count, count: count) else {
                    throw .timedOut(waitingFor: "the list to reach row \(count)", timeout: Self.pageTimeout, screen: session.screen.text)
                }
                break
            }
            position = shown
        }
        try session.press(.home)
        let back = try session.wait(for: "the first screen with its previews after Home", timeout: ImageSearchLaunch.timeout) {
            let list = ImageListScreen(screen: $0)
            return list.position?.row == 1 && list.showsAllPreviews
        }
        let after = try session.resources(for: "its figures after paging")
        rows = position.count
        wallTime = back - start
        cpuTime = after.cpuTime - before.cpuTime
        residentBytes = after.residentBytes
        peakResidentBytes = after.peakResidentBytes
        try session.quit()
    }
}
