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
        let first = try await waitForList(run)
        #expect(lines(first)[39].hasSuffix("1/50 · 50 of 600 images (the first 500 can be shown)"), "\(lines(first)[39])")
        let end = try await run.press(["End"], until: { $0.contains("500/500 ·") }, "the 500th row, every page loaded")
        #expect(lines(end)[39].hasSuffix("500/500 · 500 of 600 images (the first 500 can be shown)"), "\(lines(end)[39])")
    }
}
