import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

extension ImageDetailViewControllerTests {
    @Suite("the size to save and the saved picture")
    @MainActor
    struct SizesAndSavedPicture {
        let tests = ImageDetailViewControllerTests()

        @Test("says the largest size offered beside the original's when they differ, in both languages", arguments: [AppLanguage.english, .japanese])
        func largestOffered(language: AppLanguage) {
            let screen = tests.openedDetail(language: language)
            #expect(!screen.screen.contains(language == .english ? "largest offered" : "提供される最大"), "the original's size alone while it is offered")
            screen.detail.largestOfferedValue.value = "1280 x 853"
            #expect(screen.screen.contains(language == .english ? "Size: 1920 x 1280 (largest offered: 1280 x 853)" : "サイズ: 1920 x 1280（提供される最大: 1280 x 853）"))
        }

        @Test("S lists the sizes offered, largest first and chosen; Enter saves the one picked, Esc nothing")
        func chooseSize() {
            let screen = tests.openedDetail()
            screen.press(.character("S"))
            let list = screen.screen
            #expect(list.contains("Save which size?") && list.contains("Large — 1280 x 853") && list.contains("Preview — 150 x 100"))
            screen.press(.down)
            screen.press(.enter)
            #expect(screen.detail.recordedCalls == ["saveImage(offeredAt: 1)"])
            #expect(!screen.screen.contains("Save which size?"))
            screen.press(.character("S"))
            screen.press(.escape)
            #expect(screen.detail.recordedCalls == ["saveImage(offeredAt: 1)"])
            #expect(screen.navigation.topViewController is ImageDetailViewController, "Esc closed the list, not the screen")
        }

        @Test("a click on a size saves that size")
        func chooseSizeWithTheMouse() {
            let screen = tests.openedDetail()
            screen.press(.character("S"))
            #expect(screen.click("Preview — 150 x 100"))
            #expect(screen.detail.recordedCalls == ["saveImage(offeredAt: 2)"])
        }

        @Test("once a picture is saved, o opens it, c copies its path, the hints say so, and Enter still offers the page")
        func savedPicture() {
            let screen = tests.openedDetail()
            var copied: [String] = []
            screen.window.clipboardHandler = { copied.append($0) }
            screen.detail.savedPathValue.value = "/home/me/Pictures/7-a.jpg"
            let hints = screen.lines.last ?? ""
            #expect(hints.contains("o open the picture") && hints.contains("c copy its path") && !hints.contains("s save"))
            screen.press(.character("o"))
            #expect(screen.detail.recordedCalls == ["openSavedPicture"] && !screen.screen.contains("Open in browser"))
            screen.press(.character("c"))
            #expect(copied == ["/home/me/Pictures/7-a.jpg"])
            screen.press(.enter)
            let sheet = screen.screen
            #expect(sheet.contains("Open the saved picture") && sheet.contains("Copy the picture's path")
                && sheet.contains("Open in browser") && sheet.contains("Copy the page's address"))
            #expect(screen.click("Copy the page's address"))
            #expect(copied == ["/home/me/Pictures/7-a.jpg", "https://pixabay.example/photos/7/"])
            screen.detail.savedPathValue.value = nil
            #expect((screen.lines.last ?? "").contains("s save"), "the page's hints again once the picture is forgotten")
        }

        @Test("? names S and what o and c do after a save", arguments: [AppLanguage.english, .japanese])
        func keys(language: AppLanguage) {
            let screen = tests.openedDetail(language: language)
            screen.press(.character("?"))
            let help = screen.screen
            #expect(help.contains(language == .english ? "choose the size to save" : "保存するサイズを選ぶ"))
            #expect(help.contains(language == .english ? "after a save: o opens the picture," : "保存のあと: o で画像を開き、"))
        }
    }
}
