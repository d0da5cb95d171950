import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// The offline gallery's port in a real terminal: chosen once, remembered in the state folder, so
/// that a page address of one run works in the next; another program on it makes the run fall
/// back to a free port without forgetting the remembered one.
extension ImageSearchEndToEndTests {
    /// The file the embedded gallery's port is remembered in.
    var galleryPortFile: URL {
        stateDirectory.appending(path: "reactivemvvm/imagesearch/gallery-port")
    }

    /// The page address the detail screen of the first image offers to open by hand.
    func pageAddress(_ run: TerminalProgramRun) async throws -> String {
        try await waitForList(run)
        try await run.press(["Enter"], until: { $0.contains("‹ Back") && $0.contains("Views:") }, "the detail screen")
        try await run.press(["o"], until: { $0.contains("Open in browser") }, "the action sheet")
        let screen = try await run.press(["Enter"], until: { self.offeredAddress(in: $0) != nil }, "the address")
        return try #require(offeredAddress(in: screen))
    }

    /// The page address after "Open this address yourself" on `screen`, read across the lines it
    /// wraps on; nil until its last character, the message's last, is drawn.
    func offeredAddress(in screen: String) -> String? {
        let text = screen.replacingOccurrences(of: "\n", with: "")
        guard text.contains("Open this address yourself"),
              let address = text.range(of: #"http://127\.0\.0\.1:\d+/photos/[^\s/]+/"#, options: .regularExpression) else { return nil }
        return String(text[address])
    }

    @Test("the offline gallery listens on the same port every run, remembered in the state folder, so its addresses outlive the app")
    func stableGalleryPort() async throws {
        let noDesktop = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]
        let first = try launch(environment: noDesktop)
        let address = try await pageAddress(first)
        try await first.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        let remembered = try String(contentsOf: galleryPortFile, encoding: .utf8)
        #expect(address.hasPrefix("http://127.0.0.1:\(remembered.trimmingCharacters(in: .newlines))/"), "\(address) on the port in the file, \(remembered)")

        let second = try launch(environment: noDesktop)
        #expect(try await pageAddress(second) == address, "the same address in the next run")
        // The address answers while the app runs.
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: address)))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test("falls back to a free port when another program holds the remembered one, and remembers it still")
    func galleryPortTaken() async throws {
        let taken = try ClosedPort()
        try FileManager.default.createDirectory(at: galleryPortFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(taken.port)\n".utf8).write(to: galleryPortFile)
        let run = try launch(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        let address = try await pageAddress(run)
        #expect(address.hasPrefix("http://127.0.0.1:") && !address.hasPrefix("http://127.0.0.1:\(taken.port)/"), "\(address)")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        #expect(try String(contentsOf: galleryPortFile, encoding: .utf8) == "\(taken.port)\n")
    }
}
