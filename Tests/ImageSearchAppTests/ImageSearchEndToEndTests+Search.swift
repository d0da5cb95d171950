import Foundation
import Testing
import TestSupport

/// The search field in a real terminal: where its cursor starts, and Pixabay's limit on the
/// length of a search.
extension ImageSearchEndToEndTests {
    @Test("opens the search field with the cursor after the current words, also after a cancelled edit")
    func searchFieldCursor() async throws {
        let run = try launch(["lake"])
        try await run.waitForScreen("the results for lake") { $0.contains("Search: “lake”") && $0.contains("1/") }
        try run.session.send(["/"])
        try run.session.send(["-l", " sunset"])
        try await run.press(["Enter"], until: { $0.contains("Search: “lake sunset”") }, "the two words searched")
        // Each step waits for the screen it leads to: an Esc followed at once by another key is
        // Alt and that key, as in every terminal program.
        try await run.press(["/"], until: { $0.contains("Search: lake sunset") }, "the field open")
        try run.session.send(["Home"])
        try await run.press(["Escape"], until: { $0.contains("Search: “lake sunset”") }, "the edit cancelled")
        try await run.press(["/"], until: { $0.contains("Search: lake sunset") }, "the field open again")
        try run.session.send(["-l", "s"])
        try await run.press(["Enter"], until: { $0.contains("Search: “lake sunsets”") }, "the letter added at the end")
    }

    @Test("stops the search field at Pixabay's 100 characters and says so; the search then works")
    func searchLengthLimit() async throws {
        let run = try launch()
        try await waitForList(run)
        try run.session.send(["/"])
        try run.session.send(["-l", String(repeating: "lake ", count: 30)])
        let full = try await run.waitForScreen("the note that the field is full") { $0.contains("(100 characters at most)") }
        #expect(!full.contains("lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake lake"), "the field holds 100 characters:\n\(full)")
        // The old status line, "… of 400 images", stays until the search's frame is drawn to its end.
        let screen = try await run.press(["Enter"], until: { $0.contains("Search: “lake") && !$0.contains("of 400 images") && ($0.contains("1/") || $0.contains("No images")) }, "the results")
        #expect(!screen.contains("HTTP 400") && !screen.contains("PIXABAY_API_KEY") && !screen.contains("Dismiss"), "no refusal:\n\(screen)")
    }

    @Test("never mentions an API key in a refusal when the user set none")
    func refusalWithoutKey() async throws {
        let server = try StubHTTPServer(replying: .answer(status: 400, text: "[ERROR 400] Something about q"))
        let run = try launch(["--server", server.baseURL.absoluteString])
        let screen = try await run.waitForScreen("the refusal") { $0.contains("Dismiss") }
        #expect(screen.contains("HTTP 400") && !screen.contains("API key") && !screen.contains("PIXABAY_API_KEY"), "\(screen)")
    }
}
