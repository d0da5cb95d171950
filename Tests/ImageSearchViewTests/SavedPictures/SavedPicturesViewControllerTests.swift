import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

@MainActor
@Suite("SavedPicturesViewController")
struct SavedPicturesViewControllerTests {
    /// The list with the saved pictures pushed over it, `cells` as its rows.
    func savedPictures(cells: [StubCellModel] = stubCells(3), language: AppLanguage = .english) -> (ListScreen, StubSavedPicturesViewModel) {
        let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(1)), language: language)
        let viewModel = StubSavedPicturesViewModel(cells: cells)
        screen.list.savedPicturesViewControllerFactory = {
            let controller = SavedPicturesViewController(language: language)
            controller.viewModel = viewModel
            return controller
        }
        screen.press(.character("p"))
        return (screen, viewModel)
    }

    @Test("reads the folder as it appears, and shows the folder, the rows and the count")
    func rows() {
        let (screen, viewModel) = savedPictures()
        viewModel.summaryValue.value = "3 pictures"
        #expect(viewModel.recordedCalls == ["reload"])
        let lines = screen.lines
        #expect(lines[0].contains("Saved pictures") && lines[1].contains("In /home/me/Pictures, newest first"))
        #expect(lines[2].contains("tag0, sky") && lines[3].contains("600 x 400"))
        #expect(lines.last?.contains("1/3 · 3 pictures") == true)
    }

    @Test("Enter or o opens the selected picture, c copies its path, r reads the folder again, and the message shows")
    func keys() {
        let (screen, viewModel) = savedPictures()
        var copied: [String] = []
        screen.window.clipboardHandler = { copied.append($0) }
        screen.press(.down)
        screen.press(.enter)
        screen.press(.character("o"))
        screen.press(.character("c"))
        screen.press(.character("r"))
        #expect(viewModel.recordedCalls == ["reload", "open(1)", "open(1)", "copy(1)", "reload"])
        #expect(copied == ["/home/me/Pictures/1.jpg"])
        viewModel.messageValue.value = "Opened the picture with the desktop's program for it."
        #expect(screen.screen.contains("Opened the picture with the desktop's program for it."))
    }

    @Test("a double click opens the picture under the pointer")
    func doubleClick() {
        let (screen, viewModel) = savedPictures()
        #expect(screen.lines[6].contains("tag1, sky"), "the second row under the pointer")
        let point = Point(x: 20, y: 6)
        for count in [1, 2] {
            screen.window.send(.mouse(MouseEvent(.press, button: .left, at: point, clickCount: count)))
        }
        #expect(viewModel.recordedCalls.last == "open(1)")
    }

    @Test("says why the list is empty, and shows the indicator while the folder is read")
    func emptyAndLoading() {
        let (screen, viewModel) = savedPictures(cells: [])
        viewModel.loadingValue.value = true
        #expect(screen.screen.contains("Reading the folder…"))
        viewModel.loadingValue.value = false
        viewModel.emptyTextValue.value = "No pictures saved from Image Search in /home/me/Pictures yet."
        #expect(screen.screen.contains("No pictures saved from Image Search") && !screen.screen.contains("Reading the folder…"))
    }

    @Test("? lists the keys and the folder, in both languages; Esc closes it and then goes back", arguments: [AppLanguage.english, .japanese])
    func help(language: AppLanguage) {
        let (screen, _) = savedPictures(language: language)
        #expect(screen.lines.last?.contains(language == .english ? "Enter open" : "Enter 開く") == true)
        screen.press(.character("?"))
        #expect(screen.screen.contains(language == .english ? "copy its path" : "パスをコピー") && screen.screen.contains("/home/me/Pictures"))
        screen.press(.escape)
        #expect(screen.navigation.topViewController is SavedPicturesViewController)
        screen.press(.escape)
        #expect(screen.navigation.topViewController is ImageSearchTableViewController)
    }
}
