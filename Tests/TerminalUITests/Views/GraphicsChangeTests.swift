import ImageCodec
import Testing
@testable import TerminalUI

@Suite("A change of the window's graphics")
@MainActor
struct GraphicsChangeTests {
    /// A view that counts the changes it hears of.
    final class ListeningView: View {
        var changes = 0

        override func graphicsDidChange() {
            changes += 1
            super.graphicsDidChange()
        }
    }

    @Test("reaches every view of the window once, and only when the graphics really change")
    func reachesEveryView() {
        let window = Window(size: Size(width: 20, height: 5))
        let outer = ListeningView()
        let inner = ListeningView()
        window.addSubview(outer)
        outer.addSubview(inner)
        let sixel = TerminalGraphics(mode: .sixel, cellPixelSize: ImageSize(width: 6, height: 13))
        window.graphics = sixel
        window.graphics = sixel
        #expect(outer.changes == 1)
        #expect(inner.changes == 1)
        window.graphics = .halfBlocks
        #expect(inner.changes == 2)
    }
}
