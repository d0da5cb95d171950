import Foundation
import Testing
import TestSupport

/// Saving the picture and copying the page's address from the detail screen, in a real terminal:
/// into the XDG pictures folder (or ~/Pictures), never over a file, nothing left after a failure or
/// a cancel; the address through OSC 52 (tmux keeps what a program copies in a paste buffer under
/// `set-clipboard on`).
extension ImageSearchEndToEndTests {
    /// A home folder of the test's own, with its user-dirs.dirs holding `userDirs` when given.
    func home(userDirs: String? = nil) throws -> URL {
        let home = cacheDirectory.appending(path: "home-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home.appending(path: ".config"), withIntermediateDirectories: true)
        if let userDirs {
            try Data(userDirs.utf8).write(to: home.appending(path: ".config/user-dirs.dirs"))
        }
        return home
    }

    /// `imagesearch` on `server` with `home` as HOME, on the detail screen of the first image.
    func detailScreen(_ server: PictureServer, home: URL, language: String = "C.UTF-8") async throws -> TerminalProgramRun {
        let run = try launch(["--server", server.baseURL], language: language, environment: ["HOME": home.path, "XDG_CONFIG_HOME": ""])
        try await waitForList(run, rows: 3)
        try await run.press(["Enter"], until: { $0.contains("‹ Back") || $0.contains("‹ 戻る") }, "the detail screen")
        return run
    }

    /// Whether `condition` comes to hold within 30 seconds (checked every 50 ms): for files the
    /// app writes and tmux's buffers, which announce nothing.
    func eventually(_ condition: () -> Bool) async throws -> Bool {
        try await poll(every: .milliseconds(50), within: .seconds(30)) { condition() ? true : nil } ?? false
    }

    /// The text inside the dialog box on `screen`, its lines joined without blanks — so that a
    /// long path the box wraps reads whole.
    func boxText(_ screen: String) -> String {
        lines(screen).compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            return String(line[line.index(after: first)..<last])
        }.joined().filter { $0 != " " }
    }

    /// The names in `folder`, hidden ones included, sorted; none when it does not exist.
    func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("s saves the largest picture into XDG_PICTURES_DIR, says where, and a second save takes the next free name")
    func savesIntoPicturesFolder() async throws {
        let server = try PictureServer()
        let home = try home(userDirs: "# xdg-user-dirs\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n")
        let run = try await detailScreen(server, home: home)
        let folder = home.appending(path: "Bilder")
        let first = folder.appending(path: "1-lake-blue-sky-number-1.jpg")
        // The message's end, after the path, on whichever line the wrapping puts it.
        let screen = try await run.press(["s"], until: {
            $0.contains("Saved the picture as") && $0.replacingOccurrences(of: "\n", with: "").contains("c copies its path")
        }, "the saved picture's place")
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains(first.path), "\(screen)")
        #expect(FileManager.default.contents(atPath: first.path) == PictureServer.largePicture(id: 1))
        try await run.press(["s"], until: { $0.contains("number-1 (2).jpg") }, "the second save's place")
        #expect(names(in: folder) == ["1-lake-blue-sky-number-1 (2).jpg", "1-lake-blue-sky-number-1.jpg"], "nothing overwritten, nothing partial")
        #expect(FileManager.default.contents(atPath: first.path) == PictureServer.largePicture(id: 1))
    }

    @Test("without a user-dirs setting, saves into ~/Pictures, made for it, and says so in Japanese")
    func savesIntoHomePicturesInJapanese() async throws {
        let server = try PictureServer()
        let home = try home()
        let run = try await detailScreen(server, home: home, language: "ja_JP.UTF-8")
        // "o ページを開く" follows the hint checked.
        let hints = try await run.waitForScreen("the detail's keys") { $0.contains("s 保存") && $0.contains("o ページを開く") }
        #expect(hints.contains("c アドレスをコピー"), "\(hints)")
        try await run.press(["s"], until: { $0.contains("画像を保存しました") }, "the saved message in Japanese")
        #expect(names(in: home.appending(path: "Pictures")).count == 1)
        #expect(FileManager.default.contents(atPath: home.appending(path: "Pictures").appending(path: names(in: home.appending(path: "Pictures"))[0]).path)
            == PictureServer.largePicture(id: 1))
    }

    @Test("a download cut short says why and leaves no file, partial or whole", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func cutShort(language: String) async throws {
        let server = try PictureServer(large: .cutShort)
        let home = try home()
        let run = try await detailScreen(server, home: home, language: language)
        let english = language == "C.UTF-8"
        try await run.press(["s"], until: {
            $0.contains(english ? "The picture was not saved" : "画像を保存できませんでした") && $0.contains(english ? "The connection was lost" : "接続が切れました")
        }, "the failure and why")
        #expect(names(in: home.appending(path: "Pictures")).isEmpty)
    }

    @Test("Esc cancels a save under way, leaving nothing, and stays; leaving the screen cancels too")
    func cancels() async throws {
        let server = try PictureServer(large: .stalled)
        let home = try home()
        let run = try await detailScreen(server, home: home)
        try await run.press(["s"], until: { $0.contains("Saving the picture…") && $0.contains("%) — Esc cancels") }, "the progress line, whole")
        #expect(try await eventually { self.names(in: home.appending(path: "Pictures")).count == 1 }, "the partial file while it downloads")
        try await run.press(["Escape"], until: { $0.contains("Saving was cancelled") && $0.contains("‹ Back") }, "the cancel, on the same screen")
        #expect(try await eventually { self.names(in: home.appending(path: "Pictures")).isEmpty })
        try await run.press(["s"], until: { $0.contains("Saving the picture…") && $0.contains("%)") }, "another save")
        try await run.press(["Escape"], until: { $0.contains("Saving was cancelled") }, "the cancel")
        try await run.press(["s"], until: { $0.contains("Saving the picture…") && $0.contains("%)") }, "a third save")
        try await run.press(["BSpace"], until: { !$0.contains("‹ Back") }, "the list")
        #expect(try await eventually { self.names(in: home.appending(path: "Pictures")).isEmpty })
    }

    @Test("q in the middle of a save quits without leaving the partial file")
    func quitsWhileSaving() async throws {
        let server = try PictureServer(large: .stalled)
        let home = try home()
        let run = try await detailScreen(server, home: home)
        try await run.press(["s"], until: { $0.contains("%)") }, "the progress line")
        #expect(try await eventually { self.names(in: home.appending(path: "Pictures")).count == 1 })
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        try await run.expectRestored(exitStatus: 0)
        #expect(names(in: home.appending(path: "Pictures")).isEmpty)
    }

    @Test("c copies the page's address with OSC 52 and says so, in English and Japanese", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func copiesAddress(language: String) async throws {
        let server = try PictureServer()
        let run = try await detailScreen(server, home: try home(), language: language)
        try run.session.setServerOption("set-clipboard", "on")
        let english = language == "C.UTF-8"
        // "OSC 52" is near the message's end.
        try await run.press(["c"], until: { $0.contains(english ? "Copied the page address" : "ページのアドレスをクリップボードにコピーしました") && $0.contains("OSC 52") }, "the message")
        #expect(try await eventually { run.session.latestBuffer() == server.baseURL + "/photos/lake-1/" }, "tmux's buffer: \(run.session.latestBuffer() ?? "none")")
    }

    @Test("? on the detail screen lists its keys and where pictures go")
    func detailKeys() async throws {
        let server = try PictureServer()
        let home = try home()
        let run = try await detailScreen(server, home: home)
        // The help's button, under every line checked.
        let screen = try await run.press(["?"], until: { $0.contains("save the largest picture") && $0.contains("[ Close ]") }, "the keys")
        let box = boxText(screen)
        #expect(screen.contains("copy the page's address") && screen.contains("click        ‹ Back to go back") && screen.contains("Ctrl-Z"), "\(screen)")
        #expect(box.contains("Picturesaresavedin" + home.appending(path: "Pictures").path), "\(screen)")
        try await run.press(["Escape"], until: { !$0.contains("save the largest picture") && $0.contains("‹ Back") }, "the help gone, the screen kept")
    }
}
