/// The baseline: TerminalUI's demo, a TerminalUI table of thumbnails with no network or
/// decoding behind it, from launch to its first frame with rows, in the same pseudo-terminal
/// and emulator as Image Search.
enum BaselineLaunch {
    /// Runs the demo once, quits it with `q` and returns launch to the frame showing its first row.
    static func run(_ programs: Programs, in directory: ScenarioDirectory) throws(HarnessError) -> Duration {
        let session = try TerminalSession(executable: programs.demo, environment: directory.environment)
        let shown = try session.wait(for: "the demo's first row", timeout: .seconds(30)) { DemoListScreen(screen: $0).showsFirstRow }
        try session.quit()
        return session.sinceLaunch(shown)
    }
}
