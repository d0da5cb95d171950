import ReactiveCore
import Testing
@testable import TerminalUI

@MainActor
@Suite("Binding targets of views and controllers")
struct ReactiveBindingTargetTests {
    @Test("a view shows and hides with the values bound to reactive.isHidden")
    func viewIsHidden() {
        let view = Label("retry")
        let hidden = MutableProperty(true)
        view.reactive.isHidden <~ hidden
        #expect(view.isHidden)
        hidden.value = false
        #expect(!view.isHidden)
    }

    @Test("a controller's title, and its navigation bar's, follow reactive.title")
    func controllerTitle() {
        let controller = ViewController(title: "first")
        let navigation = NavigationController(rootViewController: controller)
        let window = Window(size: Size(width: 30, height: 3))
        window.rootViewController = navigation
        let title = MutableProperty("Image 42")
        controller.reactive.title <~ title
        #expect(controller.title == "Image 42")
        title.value = "画像 43"
        #expect(window.renderFrame().lines[0].contains("画像 43"))
    }
}
