import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

extension ImageDetailViewControllerTests {
    @Suite("saving and copying")
    @MainActor
    struct SavingAndCopying {
        let tests = ImageDetailViewControllerTests()

        @Test("s saves; the save's progress and outcome show on a line of their own")
        func save() {
            let screen = tests.openedDetail()
            screen.press(.character("s"))
            #expect(screen.detail.recordedCalls == ["saveImage"])
            screen.detail.saveTextValue.value = "Saving the picture… 640 KB of 2.6 MB (25%) — Esc cancels"
            #expect(screen.screen.contains("Saving the picture… 640 KB of 2.6 MB (25%) — Esc cancels"))
            screen.detail.messageValue.value = "Copied the page address"
            #expect(screen.screen.contains("640 KB") && screen.screen.contains("Copied the page address"), "both lines at once")
        }

        @Test("Esc while a save runs cancels it and stays; then Esc goes back")
        func escapeCancels() {
            let screen = tests.openedDetail()
            screen.detail.savingValue.value = true
            screen.press(.escape)
            #expect(screen.detail.recordedCalls == ["cancelSave"])
            #expect(screen.navigation.topViewController is ImageDetailViewController)
            screen.detail.savingValue.value = false
            screen.press(.escape)
            #expect(!(screen.navigation.topViewController is ImageDetailViewController))
        }

        @Test("leaving the screen cancels the save")
        func leavingCancels() {
            let screen = tests.openedDetail()
            screen.press(.backspace)
            #expect(screen.detail.recordedCalls == ["cancelSave"])
        }

        @Test("c copies the page address to the window's clipboard, through the view model")
        func copy() {
            let screen = tests.openedDetail()
            var copied: [String] = []
            screen.window.clipboardHandler = { copied.append($0) }
            screen.press(.character("c"))
            #expect(copied == ["https://pixabay.example/photos/7/"])
            #expect(screen.detail.copied.withLock { $0.map(\.answered) } == [true])
        }

        @Test("with no clipboard to copy to, the view model hears so")
        func copyWithoutClipboard() {
            let screen = tests.openedDetail()
            screen.press(.character("c"))
            #expect(screen.detail.copied.withLock { $0.map(\.answered) } == [false])
        }

        @Test("the hints name the keys, and ? lists them, the mouse's and Ctrl-Z with the pictures folder", arguments: [AppLanguage.english, .japanese])
        func keys(language: AppLanguage) {
            let screen = tests.openedDetail(language: language)
            let hints = screen.lines.last ?? ""
            #expect(hints.contains(language == .english ? "s save" : "s 保存"))
            #expect(hints.contains(language == .english ? "c copy address" : "c アドレスをコピー"))
            screen.press(.character("?"))
            let help = screen.screen
            #expect(help.contains(language == .english ? "save the largest picture" : "いちばん大きな画像を保存"))
            #expect(help.contains("/home/me/Pictures"))
            #expect(help.contains(language == .english ? "click        ‹ Back to go back" : "クリック     ‹ 戻る で戻る") && help.contains("Ctrl-Z"))
            screen.press(.escape)
            #expect(!screen.screen.contains("/home/me/Pictures"))
            #expect(screen.navigation.topViewController is ImageDetailViewController, "Esc closed the help, not the screen")
        }

        @Test("? says why pictures go to the default folder when the user's setting could not be used")
        func picturesFolderNote() {
            let screen = tests.openedDetail()
            screen.detail.picturesFolderNoteValue.withLock { $0 = "XDG_PICTURES_DIR in /f is empty." }
            screen.press(.character("?"))
            let lines = screen.lines
            let folder = lines.firstIndex { $0.contains("Pictures are saved in /home/me/Pictures") }
            #expect(folder.map { lines[$0 + 1].contains("XDG_PICTURES_DIR in /f is empty.") } == true, "\(screen.screen)")
        }
    }
}
