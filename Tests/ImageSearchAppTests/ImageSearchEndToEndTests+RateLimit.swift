import Foundation
import Testing
import TestSupport

/// A new search that hits the server's rate limit, in a real terminal.
extension ImageSearchEndToEndTests {
    @Test("never shows the old search's rows under a new search's words — loading, rate-limited or retried")
    func rateLimitedSearch() async throws {
        let server = try ScriptedPixabayServer(["": [.hits(count: 8, total: 8)], "sunset": [.rateLimited(seconds: 2), .hits(count: 5, total: 5)]])
        let run = try launch(["--server", server.baseURL])
        try await run.waitForScreen("every image") { $0.contains("1/8 ·") && $0.contains("everything, row") }
        try run.session.send(["/"])
        try run.session.send(["-l", "sunset"])
        // Every screen from Enter to the retry's rows: none may show an old row under the new words.
        var mixed: [String] = []
        var alertShown = false
        try await run.press(["Enter"], until: { screen in
            let rows = screen.components(separatedBy: "\n").dropFirst(2).dropLast()
            // A capture may catch Enter's frame half drawn, the words new and the old rows still
            // below: a screen counts once that frame's last line, the status line, lost the old
            // summary, or under the rate limit's alert, which a later frame draws.
            let whole = !screen.contains("8 of 8 images") || screen.contains("limit on requests")
            if whole, screen.contains("Search: “sunset”"), rows.contains(where: { $0.contains("everything, row") }) { mixed.append(screen) }
            if screen.contains("limit on requests") { alertShown = true }
            return !screen.contains("limit on requests") && rows.contains { $0.contains("sunset, row") }
        }, "the retry's rows")
        #expect(alertShown, "the rate limit was said")
        #expect(mixed.count == 0, "the old rows under the new words:\n\(mixed.first ?? "")")
    }
}
