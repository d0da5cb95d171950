import Foundation
import Testing
import TestSupport

/// Alerts in a real terminal: nothing of the screen beneath touches their frame.
extension ImageSearchEndToEndTests {
    @Test("leaves a blank column between a wide alert's frame and the previews and scroll indicator beneath")
    func alertMargins() async throws {
        let gallery = try GalleryProcess()
        let run = try launch(["--server", gallery.baseURL], width: 40, height: 30)
        try await run.waitForScreen("the previews and the scroll indicator") { screen in
            self.lines(screen).filter { $0.hasPrefix("▀") }.count >= 8 && screen.contains("█")
        }
        // A refresh that cannot reach the server keeps the rows and says why in a long message.
        gallery.kill()
        // The box's bottom row is the alert's last, whole once nothing follows its corner.
        let screen = try await run.press(["r"], until: { screen in
            screen.contains("[ Dismiss ]") && self.lines(screen).contains { $0.contains("╰") && $0.hasSuffix("╯") }
        }, "the alert, its bottom row whole")
        let rows = lines(screen).map { Array($0.padding(toLength: 40, withPad: " ", startingAt: 0)) }
        let top = try #require(rows.firstIndex { $0.contains("╭") })
        let bottom = try #require(rows.firstIndex { $0.contains("╰") })
        let left = try #require(rows[top].firstIndex(of: "╭"))
        let right = try #require(rows[top].firstIndex(of: "╮"))
        #expect(right - left > 30, "nearly as wide as the screen:\n\(screen)")
        for row in rows[top...bottom] {
            #expect((left == 0 || row[left - 1] == " ") && (right == 39 || row[right + 1] == " "), "a character touches the frame:\n\(screen)")
        }
    }
}
