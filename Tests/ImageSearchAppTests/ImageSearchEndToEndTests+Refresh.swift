import Foundation
import Testing
import TestSupport

/// Against a server other than Pixabay, `r` and a relaunch show what the server answers now:
/// Pixabay's 24-hour cache is Pixabay's rule only.
extension ImageSearchEndToEndTests {
    @Test("shows a picture added to a --library gallery after r, and after a relaunch")
    func refreshShowsServerNow() async throws {
        let pictures = try PictureFolder((1...10).map { "lake \($0).jpg" })
        let first = try GalleryProcess(options: ["--library", pictures.url.path])
        let run = try launch(["--server", first.baseURL])
        try await run.waitForScreen("ten pictures") { $0.contains("10 of 10 images") }
        first.kill()
        try pictures.add("lake 11.jpg")
        let second = try GalleryProcess(options: ["--library", pictures.url.path], port: first.port, dataDirectory: first.dataDirectory)
        try await run.press(["r"], until: { $0.contains("11 of 11 images") }, "the eleventh picture after r")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        let again = try launch(["--server", second.baseURL])
        try await again.waitForScreen("eleven pictures after a relaunch") { $0.contains("11 of 11 images") }
    }
}
