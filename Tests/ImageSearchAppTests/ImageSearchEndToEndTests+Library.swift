import Foundation
import Testing
import TestSupport

/// Image Search over a gallery serving a folder of the user's own pictures.
extension ImageSearchEndToEndTests {
    @Test("finds a picture named by one Japanese character, with that character as its tag")
    func oneCharacterTag() async throws {
        let pictures = try PictureFolder(["山.jpg", "京都/寺.jpg", "lake.jpg"])
        let gallery = try GalleryProcess(options: ["--library", pictures.url.path])
        let run = try launch(["山", "--server", gallery.baseURL])
        let screen = try await run.waitForScreen("the picture of 山") { $0.contains("Search: “山”") && $0.contains("1/1 ·") }
        #expect(lines(screen)[2].contains("山"), "\(screen)")
    }
}
