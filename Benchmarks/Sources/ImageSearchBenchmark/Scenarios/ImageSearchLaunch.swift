/// Starting Image Search and waiting for its first screen: the step every Image Search
/// scenario begins with, and the launch figures themselves.
struct ImageSearchLaunch {
    /// How long the first screen may take: a cold start builds the Gallery's index and renders
    /// previews, on a busy machine.
    static let timeout = Duration.seconds(60)

    /// The running program.
    let session: TerminalSession
    /// Launch to the first frame with rows.
    let firstFrame: Duration
    /// Launch to the first frame with every visible row's preview drawn.
    let allPreviews: Duration
    /// The selected row and row count on that frame.
    let position: ListPosition
    /// The app's resident memory right after that frame (with the embedded Gallery in the
    /// process unless it runs on a server).
    let residentBytes: Int

    /// Launches Image Search at home in `directory`, waits for its first screen, and quits it
    /// with `q`; the launch's figures.
    static func measure(_ programs: Programs, in directory: ScenarioDirectory) throws(HarnessError) -> ImageSearchLaunch {
        let launch = try ImageSearchLaunch(programs, in: directory)
        try launch.session.quit()
        return launch
    }

    /// Starts `programs.imageSearch` at home in `directory` — on its embedded Gallery, or on
    /// `server` — and waits until every visible preview is drawn.
    init(_ programs: Programs, in directory: ScenarioDirectory, server: GalleryServer? = nil) throws(HarnessError) {
        let arguments = server.map { ["--server", $0.baseURL.absoluteString] } ?? []
        session = try TerminalSession(executable: programs.imageSearch, arguments: arguments, environment: directory.environment)
        let rowsShown = try session.wait(for: "a frame with rows", timeout: Self.timeout) { ImageListScreen(screen: $0).showsRows }
        let previewsShown = try session.waitForValue("every visible preview", timeout: Self.timeout) { screen in
            let list = ImageListScreen(screen: screen)
            return list.showsAllPreviews ? list.position : nil
        }
        firstFrame = session.sinceLaunch(rowsShown)
        allPreviews = session.sinceLaunch(previewsShown.instant)
        position = previewsShown.value
        residentBytes = try session.resources(for: "its memory figures").residentBytes
    }
}
