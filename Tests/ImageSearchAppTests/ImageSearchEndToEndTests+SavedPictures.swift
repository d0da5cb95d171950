import Foundation
import Testing
import TestSupport

/// The size to save and the saved pictures in a real terminal: `S` lists the sizes the answer
/// offers; after a save `o` opens the file and `c` copies its path; `p` lists the pictures saved
/// from the app. The desktop's opener is a script of the test's own on `PATH` that writes down
/// what it was asked to open — no real program is ever started.
extension ImageSearchEndToEndTests {
    /// A stand-in for `xdg-open` in a folder of its own, and the file it writes each argument to.
    struct FakeOpener {
        /// The folder to put first on `PATH`.
        let folder: URL
        /// What the opener was asked to open, one a line.
        let record: URL

        /// The environment that makes the app find it: a desktop session and the folder on `PATH`.
        var environment: [String: String] {
            ["DISPLAY": ":99", "WAYLAND_DISPLAY": "", "PATH": folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        }

        /// What it was asked to open.
        var opened: [String] {
            ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    /// Writes a fake `xdg-open` under ``cacheDirectory``.
    func fakeOpener() throws -> FakeOpener {
        let folder = cacheDirectory.appending(path: "opener-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = folder.appending(path: "opened")
        let script = folder.appending(path: "xdg-open")
        try ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' \"$1\" >> \(shellWord(record.path))\n", to: script)
        return FakeOpener(folder: folder, record: record)
    }

    @Test("S lists the sizes offered with their pixels, largest first, and saves the one picked")
    func choosesTheSize() async throws {
        let server = try PictureServer()
        let home = try home()
        let run = try await detailScreen(server, home: home)
        try await run.waitForScreen("the save-size hint") { $0.contains("S size") }
        // The list's hint, under the sizes.
        let list = try await run.press(["S"], until: { $0.contains("Save which size?") && $0.contains("Enter saves") }, "the sizes")
        let large = try #require(list.range(of: "Large — 400 x 300")), web = try #require(list.range(of: "Web size — 64 x 48"))
        #expect(large.lowerBound < web.lowerBound && list.contains("Preview — 64 x 48"), "\(list)")
        try await run.press(["Down", "Enter"], until: { $0.contains("Saved the picture as") }, "the web-size picture saved")
        let folder = home.appending(path: "Pictures")
        #expect(names(in: folder) == ["1-lake-blue-sky-number-1.jpg"])
        #expect(FileManager.default.contents(atPath: folder.appending(path: "1-lake-blue-sky-number-1.jpg").path) == PictureServer.smallPicture)
    }

    @Test("says the largest size offered beside the original's when the server will not give the original")
    func largestOfferedSize() async throws {
        let run = try launch()
        try await waitForList(run)
        let screen = try await run.press(["Enter"], until: { $0.contains("‹ Back") && $0.contains("Views:") }, "the detail screen")
        // The demo gallery's originals are larger than its largest picture, 1,280 pixels a side.
        #expect(screen.range(of: #"Size: \d+ x \d+ \(largest offered: \d+ x \d+\)"#, options: .regularExpression) != nil, "\(screen)")
    }

    @Test("after a save, o opens the picture with the desktop's opener and c copies its path, in English and Japanese", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func opensAndCopiesTheSavedPicture(language: String) async throws {
        let server = try PictureServer()
        let home = try home()
        let opener = try fakeOpener()
        let run = try launch(["--server", server.baseURL], language: language, environment: ["HOME": home.path, "XDG_CONFIG_HOME": ""].merging(opener.environment) { $1 })
        try run.session.setServerOption("set-clipboard", "on")
        try await waitForList(run, rows: 3)
        let english = language == "C.UTF-8"
        try await run.press(["Enter"], until: { $0.contains(english ? "‹ Back" : "‹ 戻る") }, "the detail screen")
        // The hints for the picture are on the status line, under the message.
        try await run.press(["s"], until: {
            $0.contains(english ? "o opens it, c copies its path" : "o で開く、c でパスをコピー") && $0.contains(english ? "o open the picture" : "o 画像を開く")
        }, "the save's message and the hints for the picture")
        let path = home.appending(path: "Pictures/1-lake-blue-sky-number-1.jpg").path
        try await run.press(["o"], until: { $0.contains(english ? "Opened the picture" : "画像をデスクトップの既定のプログラムで開きました") }, "the picture opened")
        #expect(try await eventually { opener.opened == [path] }, "the opener got the file's path: \(opener.opened)")
        try await run.press(["c"], until: { $0.contains(english ? "Copied the picture's path" : "画像のパスをクリップボードにコピーしました") }, "the path copied")
        #expect(try await eventually { run.session.latestBuffer() == path }, "tmux's buffer: \(run.session.latestBuffer() ?? "none")")
        try await run.press(["?"], until: { $0.contains(english ? "after a save: o opens the picture" : "保存のあと: o で画像を開き") }, "the keys")
    }

    @Test("p lists the pictures saved from the app, newest first, with previews; Enter opens one; Esc goes back")
    func savedPicturesList() async throws {
        let server = try PictureServer()
        let home = try home()
        let opener = try fakeOpener()
        let folder = home.appending(path: "Pictures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Someone else's picture, and an older one of the app's: only the app's are listed.
        try PictureServer.smallPicture.write(to: folder.appending(path: "holiday.jpg"))
        let older = folder.appending(path: "42-old-lake.jpg")
        try PictureServer.largePicture(id: 2).write(to: older)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: older.path)
        let run = try launch(["--server", server.baseURL], environment: ["HOME": home.path, "XDG_CONFIG_HOME": ""].merging(opener.environment) { $1 })
        try await waitForList(run, rows: 3)
        try await run.press(["Enter"], until: { $0.contains("‹ Back") }, "the detail screen")
        try await run.press(["s"], until: { $0.contains("Saved the picture as") }, "the save")
        try await run.press(["Escape"], until: { $0.contains("1/3 ·") && !$0.contains("‹ Back") }, "the list")
        let list = try await run.press(["p"], until: { $0.contains("Saved pictures") && $0.contains("1/2 · 2 pictures") }, "the saved pictures")
        let lines = lines(list)
        #expect(lines[1].contains("In \(folder.path), newest first"), "\(list)")
        let newest = try #require(lines.firstIndex { $0.contains("1-lake-blue-sky-number-1.jpg") }), oldest = try #require(lines.firstIndex { $0.contains("42-old-lake.jpg") })
        #expect(newest < oldest && !list.contains("holiday.jpg"), "\(list)")
        try await run.waitForScreen("the previews") { screen in self.lines(screen)[newest].prefix(12).contains("▀") && self.lines(screen)[oldest].prefix(12).contains("▀") }
        try await run.press(["Down", "Enter"], until: { $0.contains("Opened the picture") }, "the older picture opened")
        #expect(try await eventually { opener.opened == [older.path] }, "\(opener.opened)")
        try await run.press(["?"], until: { $0.contains("read the folder again") }, "the keys")
        try await run.press(["Escape"], until: { !$0.contains("read the folder again") && $0.contains("Saved pictures") }, "the help closed")
        try await run.press(["Escape"], until: { $0.contains("1/3 ·") && !$0.contains("Saved pictures") }, "the list again")
    }

    @Test("? on the list names the pictures folder and the key for the saved pictures")
    func listKeysNameTheFolder() async throws {
        let server = try PictureServer()
        let home = try home()
        let run = try launch(["--server", server.baseURL], environment: ["HOME": home.path, "XDG_CONFIG_HOME": ""])
        try await waitForList(run, rows: 3)
        // The help's button, under the folder's path.
        let screen = try await run.press(["?"], until: { $0.contains("p            saved pictures") && $0.contains("Pictures are saved in") && $0.contains("[ Close ]") }, "the keys")
        #expect(boxText(screen).contains("Picturesaresavedin" + home.appending(path: "Pictures").path), "\(screen)")
    }
}
