import Foundation
import Testing
import TestSupport

/// The detail screen's messages in a real terminal: they must appear as soon as they are set,
/// not at the next resize.
extension ImageSearchEndToEndTests {
    @Test("shows the address to open by hand at once when no web browser can be started")
    func noBrowserMessage() async throws {
        let run = try launch(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        try await waitForList(run)
        try await run.press(["Enter"], until: { $0.contains("‹ Back") && $0.contains("Views:") }, "the detail screen")
        try await run.press(["o"], until: { $0.contains("Open in browser") }, "the action sheet")
        let screen = try await run.press(["Enter"], until: { self.offeredAddress(in: $0) != nil }, "the message with the address")
        #expect(screen.contains("No web browser could be started here"), "\(screen)")
    }

    @Test("names the way back in Japanese on the detail screen")
    func japaneseBackHint() async throws {
        let run = try launch(language: "ja_JP.UTF-8")
        try await waitForList(run)
        let screen = try await run.press(["Enter"], until: { $0.contains("閲覧数") || $0.contains("ダウンロード") }, "the detail screen")
        #expect(lines(screen)[0].contains("‹ 戻る") && !screen.contains("Back"), "\(screen)")
    }

    @Test("says at once that the larger image could not be loaded when its server is gone")
    func imageFailureMessage() async throws {
        let gallery = try GalleryProcess()
        let run = try launch(["--server", gallery.baseURL])
        try await waitForList(run)
        gallery.kill()
        // The reason ends the message, the last line its frame draws.
        let screen = try await run.press(["Enter"], until: { $0.contains("The larger image could not be loaded") && $0.contains("could not be reached") }, "the failure's message and its reason")
        #expect(screen.contains("No image"), "\(screen)")
    }
}
