import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

@MainActor
@Suite("ImageSearchTableViewController: recent searches and saved pictures")
struct ImageSearchTableViewControllerHistoryTests {
    @Test("↑ and ↓ in the search field bring back recent searches, and Enter searches the one shown")
    func recall() {
        let viewModel = StubTableViewModel(cells: stubCells(3))
        viewModel.recentSearchesValue.withLock { $0 = ["lake", "sunset"] }
        let screen = ListScreen(viewModel: viewModel)
        screen.press(.character("/"))
        screen.type("ca")
        screen.press(.up)
        #expect(screen.lines[1].contains("Search: lake"))
        screen.press(.up)
        #expect(screen.lines[1].contains("Search: sunset"))
        screen.press(.down)
        screen.press(.down)
        #expect(screen.lines[1].contains("Search: ca"), "past the newest, the words typed")
        screen.press(.up)
        screen.press(.enter)
        #expect(viewModel.recordedCalls.contains("search(lake)"))
        #expect(viewModel.recordedCalls.filter { $0 == "makeSearchField" }.count == 1)
    }

    @Test("↑ and ↓ move the selection again once the field is closed")
    func arrowsAfterTheField() {
        let viewModel = StubTableViewModel(cells: stubCells(3))
        viewModel.recentSearchesValue.withLock { $0 = ["lake"] }
        let screen = ListScreen(viewModel: viewModel)
        screen.press(.character("/"))
        screen.press(.escape)
        screen.press(.down)
        #expect(screen.lines.last?.contains("2/3") == true)
    }

    @Test("p shows the saved pictures, and Esc comes back")
    func savedPictures() {
        let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(3)))
        let saved = SavedPicturesViewController(language: .english)
        saved.viewModel = StubSavedPicturesViewModel()
        screen.list.savedPicturesViewControllerFactory = { saved }
        screen.press(.character("p"))
        #expect(screen.navigation.topViewController === saved)
        screen.press(.escape)
        #expect(screen.navigation.topViewController === screen.list)
    }

    @Test("the hints name p where there is room, and ? lists the history, p and the pictures folder", arguments: [AppLanguage.english, .japanese])
    func keys(language: AppLanguage) {
        let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(3)), language: language, size: Size(width: 140, height: 40))
        #expect(screen.lines.last?.contains(language == .english ? "p saved pictures" : "p 保存した画像") == true)
        screen.press(.character("?"))
        let help = screen.screen
        #expect(help.contains(language == .english ? "search (↑ ↓ in it: recent searches)" : "検索（↑ ↓ で最近の検索）"))
        #expect(help.contains(language == .english ? "p            saved pictures" : "p            保存した画像"))
        #expect(help.contains(language == .english ? "Pictures are saved in /home/me/Pictures" : "画像の保存先: /home/me/Pictures"))
    }
}
