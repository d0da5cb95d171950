import ImageCodec
import Testing
@testable import TerminalUI

extension ImageViewTests {
    @MainActor
    @Suite("with fewer colours")
    struct Fallbacks {
        @Test("uses the nearest colours of the 256-colour palette in a 256-colour window")
        func fallsBackToPalette256() {
            let buffer = renderImage(rgbImage(width: 1, height: 2, [(250, 5, 5), (128, 128, 128)]), in: Size(width: 1, height: 1), colorMode: .palette256)
            #expect(Shown(buffer[0, 0]) == Shown("▀", .indexed(196), .indexed(244)))
        }

        @Test("uses the nearest ANSI colours in a 16-colour window")
        func fallsBackToANSI16() {
            let buffer = renderImage(rgbImage(width: 1, height: 2, [(250, 10, 10), (0, 0, 150)]), in: Size(width: 1, height: 1), colorMode: .ansi16)
            #expect(Shown(buffer[0, 0]) == Shown("▀", .indexed(9), .indexed(4)))
        }

        @Test("draws a shade ramp by brightness without colour")
        func fallsBackToShades() {
            let image = rgbImage(width: 3, height: 2, [
                (0, 0, 0), (255, 255, 255), (128, 128, 128),
                (0, 0, 0), (255, 255, 255), (128, 128, 128),
            ])
            let buffer = renderImage(image, in: Size(width: 3, height: 1), colorMode: .monochrome)
            #expect(buffer.text(ofRow: 0) == " █▒")
            #expect((0..<3).allSatisfy { buffer[$0, 0].style == .plain })
        }
    }
}
