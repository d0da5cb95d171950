import Foundation
import Testing
import TestSupport

/// The recent searches in a real terminal: ↑ and ↓ in the search field, kept between runs in the
/// XDG state folder, with and without an API key the same history, never holding the key;
/// `--no-history` and an empty history file turn it off.
extension ImageSearchEndToEndTests {
    /// The history file of the runs' state folder.
    var historyFile: URL {
        stateDirectory.appending(path: "reactivemvvm/imagesearch/history")
    }

    /// Opens the search field, empties it, types `words` and searches them.
    func search(_ words: String, in run: TerminalProgramRun) async throws {
        try await run.press(["/"], until: { $0.contains("Search: ") && !$0.contains("Search: “") }, "the search field")
        try run.session.send(["C-u"])
        try run.session.send(["-l", words])
        try await run.press(["Enter"], until: { $0.contains("Search: “\(words)”") && $0.contains("1/") }, "the results for \(words)")
    }

    /// Closes the search field with Esc, then quits — one key at a time: an Esc followed at once
    /// by q would be Alt-q.
    func quitFromSearchField(_ run: TerminalProgramRun, searched words: String) async throws {
        try await run.press(["Escape"], until: { $0.contains("Search: “\(words)”") }, "the field closed")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
    }

    @Test("↑ brings back the last search and the ones before, ↓ goes forward to the words typed; kept for the next run, the key never written")
    func recentSearches() async throws {
        let server = try PictureServer()
        let key = "secret-key-4242"
        let first = try launch(["--server", server.baseURL, "lake"], environment: ["PIXABAY_API_KEY": key])
        try await first.waitForScreen("the results for lake") { $0.contains("Search: “lake”") && $0.contains("1/3") }
        try await search("blue sky", in: first)
        try await first.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        let written = try String(contentsOf: historyFile, encoding: .utf8)
        #expect(written == "blue sky\nlake\n", "newest first, one a line")
        #expect(!written.contains(key))

        let second = try launch(["--server", server.baseURL])
        try await waitForList(second, rows: 3)
        try await second.press(["/"], until: { $0.contains("Search: words to look for") }, "the empty field")
        try second.session.send(["-l", "sun"])
        try await second.press(["Up"], until: { $0.contains("Search: blue sky") }, "the last search, made with the key")
        try await second.press(["Up"], until: { $0.contains("Search: lake") }, "the one before")
        // At the oldest ↑ keeps the field as it is: the letter typed next lands after "lake".
        try second.session.send(["Up"])
        try second.session.send(["-l", "s"])
        try await second.waitForScreen("the oldest kept") { $0.contains("Search: lakes") }
        try await second.press(["Down"], until: { $0.contains("Search: blue sky") }, "forward again")
        try await second.press(["Down"], until: { $0.contains("Search: sun") }, "the words typed before ↑")
        try await second.press(["Up", "Enter"], until: { $0.contains("Search: “blue sky”") && $0.contains("1/3") }, "the recalled search made")
    }

    @Test("--no-history neither brings back nor keeps searches; an empty history file turns the history off for good")
    func historyOff() async throws {
        let server = try PictureServer()
        try FileManager.default.createDirectory(at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("lake\n".utf8).write(to: historyFile)
        let off = try launch(["--server", server.baseURL, "--no-history", "sunset"])
        try await off.waitForScreen("the results for sunset") { $0.contains("Search: “sunset”") && $0.contains("1/3") }
        try await off.press(["/"], until: { $0.contains("Search: sunset") }, "the field")
        try off.session.send(["Up"])
        try off.session.send(["-l", "s"])
        try await off.waitForScreen("no search brought back") { $0.contains("Search: sunsets") }
        try await quitFromSearchField(off, searched: "sunset")
        #expect(try String(contentsOf: historyFile, encoding: .utf8) == "lake\n", "the file as it was")

        try Data().write(to: historyFile)
        let emptied = try launch(["--server", server.baseURL, "sunset"])
        try await emptied.waitForScreen("the results for sunset") { $0.contains("Search: “sunset”") && $0.contains("1/3") }
        try await search("mountain", in: emptied)
        try await emptied.press(["/"], until: { $0.contains("Search: mountain") }, "the field")
        try emptied.session.send(["Up"])
        try emptied.session.send(["-l", "s"])
        try await emptied.waitForScreen("no search brought back") { $0.contains("Search: mountains") }
        try await quitFromSearchField(emptied, searched: "mountain")
        #expect(try Data(contentsOf: historyFile).isEmpty, "still empty: the history stays off")
    }
}
