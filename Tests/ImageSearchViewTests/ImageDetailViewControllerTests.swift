import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

@MainActor
@Suite("ImageDetailViewController")
struct ImageDetailViewControllerTests {
    /// The list with the detail screen opened on its first row.
    func openedDetail(language: AppLanguage = .english) -> ListScreen {
        let screen = ListScreen(viewModel: StubTableViewModel(cells: [StubCellModel(id: 7, tags: "a")]), language: language)
        let detail = screen.detail
        detail.idValue.value = 7
        detail.tagValue.value = "mountain, lake"
        detail.userValue.value = "Alice"
        detail.sizeValue.value = "1920 x 1280"
        detail.viewsValue.value = "12,345"
        detail.downloadsValue.value = "678"
        detail.likesValue.value = "9"
        screen.press(.enter)
        return screen
    }

    @Test("shows the image's tags, user, size and counts, and names it in the title")
    func fields() {
        let screen = openedDetail()
        let text = screen.screen
        #expect(screen.lines[0].contains("Image 7"))
        #expect(text.contains("Tags: mountain, lake"))
        #expect(text.contains("User: Alice") && text.contains("Size: 1920 x 1280"))
        #expect(text.contains("Views: 12,345") && text.contains("Downloads: 678") && text.contains("Likes: 9"))
    }

    @Test("fits the larger image to the screen, keeping its aspect ratio")
    func imageFitted() {
        let screen = openedDetail()
        screen.detail.imageValue.value = solidImage(width: 640, height: 320)
        let rows = screen.lines.filter { $0.contains("▀") }
        #expect(rows.count >= 10)
        let width = rows[0].filter { $0 == "▀" }.count
        #expect(abs(rows.count * 2 * 2 - width) <= 2, "a 2:1 picture, two pixels per line: \(width) × \(rows.count)")
    }

    @Test("says the image is loading while it loads")
    func loading() {
        let screen = openedDetail()
        screen.detail.loadingValue.value = true
        #expect(screen.screen.contains("Loading the image…"))
    }

    @Test("opens the page in the browser from the action sheet")
    func openPage() {
        let screen = openedDetail()
        screen.press(.character("o"))
        #expect(screen.screen.contains("Open in browser") && screen.screen.contains("Cancel"))
        screen.press(.enter)
        #expect(screen.detail.opened.withLock { $0 } == 1)
    }

    @Test("cancels the action sheet without opening anything")
    func cancelSheet() {
        let screen = openedDetail()
        screen.press(.enter)
        screen.press(.escape)
        #expect(screen.detail.opened.withLock { $0 } == 0)
        #expect(screen.navigation.topViewController is ImageDetailViewController)
    }

    @Test("shows the view model's message, such as the page's URL to open by hand")
    func message() {
        let screen = openedDetail()
        screen.detail.messageValue.value = "Open https://pixabay.com/photos/x-7/ yourself."
        #expect(screen.screen.contains("https://pixabay.com/photos/x-7/"))
    }

    @Test("speaks Japanese when asked to")
    func japanese() {
        let screen = openedDetail(language: .japanese)
        #expect(screen.screen.contains("タグ: mountain, lake") && screen.screen.contains("閲覧: 12,345"))
    }
}
