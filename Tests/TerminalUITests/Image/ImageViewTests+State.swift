import ImageCodec
import ReactiveCore
import Testing
@testable import TerminalUI

extension ImageViewTests {
    @MainActor
    @Suite("placeholder, cache and binding")
    struct State {
        @Test("shows its placeholder, centred, when it has no image")
        func showsPlaceholder() {
            let view = ImageView()
            view.placeholder = "none"
            let buffer = view.renderOffscreen(size: Size(width: 8, height: 3))
            #expect(buffer.lines == ["", "  none", ""])
            #expect(buffer[2, 1].style.attributes == .dim)
        }

        @Test("scales the image again only when the image, size or colour mode changes")
        func cachesScaledCells() {
            let window = Window(size: Size(width: 4, height: 2))
            let view = ImageView(image: rgbImage(width: 2, height: 2, Array(repeating: (1, 1, 1), count: 4)))
            window.addSubview(view)
            view.frame = window.bounds
            _ = window.renderFrame()
            _ = window.renderFrame()
            #expect(view.rasterizationCount == 1)
            view.frame.size = Size(width: 3, height: 2)
            _ = window.renderFrame()
            #expect(view.rasterizationCount == 2)
            window.colorMode = .ansi16
            _ = window.renderFrame()
            #expect(view.rasterizationCount == 3)
            view.image = rgbImage(width: 1, height: 1, [(2, 2, 2)])
            _ = window.renderFrame()
            _ = window.renderFrame()
            #expect(view.rasterizationCount == 4)
        }

        @Test("takes images from a binding")
        func bindsImages() {
            let view = ImageView()
            let images = MutableProperty<Image?>(rgbImage(width: 1, height: 2, [(1, 2, 3), (4, 5, 6)]))
            view.reactive.image <~ images
            #expect(Shown(view.renderOffscreen(size: Size(width: 1, height: 1))[0, 0]) == Shown("▀", .rgb(1, 2, 3), .rgb(4, 5, 6)))
            images.value = nil
            #expect(view.image == nil)
        }
    }
}
