import Foundation
import Testing
import TestSupport

/// A search with more matches than the server lets it reach (Pixabay and the Gallery serve the
/// first 500), in a real terminal.
extension ImageSearchEndToEndTests {
    @Test("says how many match and that the first 500 can be shown, and End goes to the real end, loading every page")
    func beyondFiveHundred() async throws {
        // A quarter of the demo pictures are photos: 2,400 give 600 matches.
        let gallery = try GalleryProcess(images: 2_400)
        let run = try launch(["--server", gallery.baseURL, "--type", "photo"])
        // Each wait names the last cell its frame changes, so that the status line is read whole.
        let first = try await run.waitForScreen("the first page") { $0.contains("1/50 ·") && $0.contains("can be shown)") }
        #expect(lines(first)[39].hasSuffix("1/50 · 50 of 600 images (the first 500 can be shown)"), "\(lines(first)[39])")
        let end = try await run.press(["End"], until: { $0.contains("500/500 · 500 of") }, "the 500th row, every page loaded")
        #expect(lines(end)[39].hasSuffix("500/500 · 500 of 600 images (the first 500 can be shown)"), "\(lines(end)[39])")
    }
}

/// Paging under keys faster than the network: End or PgDn pressed while a refresh or a new
/// search is still loading (defect 2 of issue 23: paging stopped for the rest of the session).
extension ImageSearchEndToEndTests {
    /// The number of rows when the status line says the last of them is selected and every page
    /// is loaded ("120/120 · 120 of 120 images"); nil otherwise.
    private func rowsAtRealEnd(_ screen: String) -> Int? {
        guard let status = lines(screen).last(where: { !$0.isEmpty }),
              let match = status.firstMatch(of: /(\d+)\/(\d+) · (\d+) of (\d+) images/),
              match.1 == match.2 && match.2 == match.3 && match.3 == match.4 else { return nil }
        return Int(match.1)
    }

    @Test("End pressed together with r, while the refresh loads, still goes to the real end, and so does a later r End")
    func endDuringRefresh() async throws {
        let run = try launch()
        try await waitForList(run)
        try await run.press(["r", "End"], until: { self.rowsAtRealEnd($0) == 400 }, "every page loaded after r End")
        try await run.press(["Home"], until: { $0.contains("1/400 ·") }, "back at the top")
        // End reaches row 400 of the rows kept at once; only the spinner's end says the refresh's pages came.
        try await run.press(["r", "End"], until: { self.rowsAtRealEnd($0) == 400 && !$0.contains("Loading more images…") }, "every page loaded after a second r End")
    }

    @Test("End pressed together with Enter on a new search goes to that search's real end")
    func endDuringNewSearch() async throws {
        let run = try launch()
        try await waitForList(run)
        try await run.press(["End"], until: { self.rowsAtRealEnd($0) == 400 }, "every page of every image")
        try await run.press(["/"], until: { $0.contains("Search:") }, "the search field")
        try run.session.send(["-l", "mountain"])
        let end = try await run.press(["Enter", "End"], until: { screen in
            self.rowsAtRealEnd(screen).map { $0 != 400 } ?? false
        }, "the new search's every page")
        #expect((rowsAtRealEnd(end) ?? 0) > 50, "more than one page of mountains:\n\(end)")
        #expect(end.contains("“mountain”"), "\(end)")
    }
}
