extension TerminalProgramRun {
    /// Checks that the screen as it is, once settled (``TmuxSession/settledScreen(quietPeriod:timeout:)``:
    /// a screen read while a frame is being drawn may show a picture half drawn), is exactly
    /// what the program draws from scratch: writes a scribble at the zero-based cell (`column`,
    /// `line`) from outside the program, presses Ctrl-L, and waits until the scribble is gone and
    /// the screen is the settled one again. Leftovers a repaint does not draw (a dialog's frame,
    /// a line of an old screen) make it throw ``Failure/screenNotShown(_:screen:)`` naming the
    /// lines that differ.
    ///
    /// The scribble tells the repaint apart from the screen it replaces, so the check never
    /// passes before the program has repainted. Put it where nothing changes by itself.
    public func expectRepainted(scribbleAt column: Int, _ line: Int, timeout: Duration = .seconds(15)) async throws {
        let screen = try await session.settledScreen()
        let scribble = "SCRIBBLE-BEFORE-CTRL-L"
        try session.writeFromOutside("\u{1B}[\(line + 1);\(column + 1)H\(scribble)")
        try await waitForScreen("the scribble written from outside") { $0.contains(scribble) }
        try session.send(["C-l"])
        let (repainted, same) = try await session.waitForScreen(timeout: timeout) { $0 == screen }
        guard !same else { return }
        let before = screenLines(screen)
        let after = screenLines(repainted)
        let differences = (0..<max(before.count, after.count)).compactMap { index -> String? in
            let old = index < before.count ? before[index] : "", new = index < after.count ? after[index] : ""
            return old == new ? nil : "line \(index) before: \(old.debugDescription)\n line \(index) after:  \(new.debugDescription)"
        }
        throw Failure.screenNotShown("the same screen after Ctrl-L — what differs:\n\(differences.joined(separator: "\n"))\nthe repainted screen", screen: repainted)
    }
}
