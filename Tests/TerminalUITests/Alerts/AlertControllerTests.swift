import ReactiveCore
import Testing
@testable import TerminalUI

/// A 30×9 window (or `width`×`height`) whose root screen's field shows some text.
@MainActor
private func makeScreen(width: Int = 30, height: Int = 9) -> (Window, LoggingController) {
    let window = Window(size: Size(width: width, height: height))
    let root = LoggingController("root", log: LoggingController.Log())
    window.rootViewController = root
    window.send(.paste("background text here"))
    return (window, root)
}

/// A `width`×`height` window whose root screen is filled with `text` repeated, wrapped, with a
/// one-button alert saying `message` presented over it.
@MainActor
private func makeAlertOverText(_ text: String, message: String, width: Int, height: Int) -> Window {
    let window = Window(size: Size(width: width, height: height))
    let root = ViewController()
    let beneath = Label(String(repeating: text, count: width * height), numberOfLines: 0)
    root.view.addSubview(beneath)
    beneath.frame = Rect(x: 0, y: 0, width: width, height: height)
    window.rootViewController = root
    let alert = AlertController(title: "Note", message: message)
    alert.addAction(AlertAction(title: "OK"))
    root.present(alert)
    return window
}

/// Presses the left button at (`x`, `y`) and releases it at (`releaseX`, `releaseY`), the same
/// cell unless given.
@MainActor
private func click(_ window: Window, x: Int, y: Int, releaseX: Int? = nil, releaseY: Int? = nil) {
    window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: x, y: y))))
    window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: releaseX ?? x, y: releaseY ?? y))))
}

/// "Delete photo?" with Cancel and a destructive Delete, both calling `handler`.
@MainActor
private func makeAlert(handler: (@MainActor @Sendable (AlertAction) -> Void)? = nil) -> AlertController {
    let alert = AlertController(title: "Delete photo?", message: "This cannot be undone.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler))
    alert.addAction(AlertAction(title: "Delete", style: .destructive, handler: handler))
    return alert
}

@MainActor
@Suite("An alert controller")
struct AlertControllerTests {
    @MainActor
    @Suite("as an alert")
    struct AsAlert {
        @Test("draws a framed box centred over the dimmed screen")
        func draws() {
            let (window, root) = makeScreen()
            root.present(makeAlert())
            let buffer = window.renderFrame()
            #expect(buffer.lines == [
                "background text here",
                "  ╭────────────────────────╮",
                "  │     Delete photo?      │",
                "  │                        │",
                "  │ This cannot be undone. │",
                "  │                        │",
                "  │ [ Cancel ]  [ Delete ] │",
                "  ╰────────────────────────╯",
                "",
            ])
            #expect(buffer[0, 0].style.attributes.contains(.dim))
            #expect(buffer[9, 2].style.attributes == .bold)
            #expect(buffer[6, 6].style.attributes.contains(.reverse))
            #expect(buffer[18, 6].style.foreground == .red)
        }

        @Test("draws its frame and dims the screen beneath in the window's palette: the terminal's foreground before the background is known, bright white frames on dark, the terminal's foreground and grey on light")
        func palette() {
            let (window, root) = makeScreen()
            root.present(makeAlert())
            let unknown = window.renderFrame()
            #expect(unknown[2, 1].grapheme == "╭" && unknown[2, 1].style == .plain)
            #expect(unknown[0, 0].style == Style(attributes: .dim))
            window.palette = .dark
            let dark = window.renderFrame()
            #expect(dark[2, 1].grapheme == "╭" && dark[2, 1].style.foreground == .brightWhite)
            #expect(dark[0, 0].style == Style(attributes: .dim))
            window.palette = .light
            #expect(window.isFrameScheduled)
            let light = window.renderFrame()
            #expect(light[2, 1].grapheme == "╭" && light[2, 1].style == .plain)
            #expect(light[0, 0].style == Style(foreground: .gray, attributes: .dim))
        }

        @Test("clears a column on each side of its box, so nothing of the screen beneath touches the frame")
        func clearsBesideTheFrame() {
            let window = makeAlertOverText("X", message: "A message as wide as the screen allows.", width: 20, height: 12)
            let buffer = window.renderFrame()
            let lines = buffer.lines
            let boxRows = lines.indices.filter { lines[$0].contains("│") || lines[$0].contains("╭") || lines[$0].contains("╰") }
            #expect(!boxRows.isEmpty)
            for row in boxRows {
                #expect(buffer[0, row].grapheme == " " && buffer[19, row].grapheme == " ", "row \(row): \(lines[row])")
                #expect("╭│╰".contains(buffer[1, row].grapheme) && "╮│╯".contains(buffer[18, row].grapheme), "row \(row): \(lines[row])")
            }
            #expect(lines.first == String(repeating: "X", count: 20), "the screen beneath still shows above the box:\n\(lines.joined(separator: "\n"))")
        }

        @Test(
            "leaves no word of the screen beneath beside its box: the rows it spans are blank across the screen",
            arguments: [("sunset mountain lake ", 80), ("画像検索。夕焼けの山と湖。", 80), ("pattern, orange, dots ", 100)])
        func noFragmentsBeside(words: String, width: Int) {
            let window = makeAlertOverText(words, message: "Saved.", width: width, height: 12)
            let buffer = window.renderFrame()
            let lines = buffer.lines
            let boxRows = lines.indices.filter { lines[$0].contains("│") || lines[$0].contains("╭") || lines[$0].contains("╰") }
            #expect(boxRows.count == 7)
            for row in boxRows {
                let besides = lines[row].split(whereSeparator: { "╭╮╰╯│".contains($0) })
                let outside = [besides.first, besides.count > 2 ? besides.last : nil].compactMap { $0 }
                #expect(outside.allSatisfy { $0.allSatisfy(\.isWhitespace) }, "row \(row): \(lines[row])")
            }
            let above = (boxRows.first ?? 1) - 1
            #expect(!lines[above].isEmpty, "the screen beneath still shows above the box:\n\(lines.joined(separator: "\n"))")
        }

        @Test("wraps a long message inside the box")
        func wrapsMessage() {
            let (window, root) = makeScreen(width: 24, height: 12)
            let alert = AlertController(title: "Note", message: "The download finished but two images could not be read.")
            alert.addAction(AlertAction(title: "OK"))
            root.present(alert)
            let lines = window.renderFrame().lines
            #expect(lines.contains("  │   The download   │"))
            #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 24 })
        }

        @Test("aligns a list-like message's lines at the left, keeping the block centred")
        func leadingMessage() {
            let (window, root) = makeScreen(width: 30, height: 11)
            let alert = AlertController(title: "Keys", message: "q    quit\nEnter  open it")
            alert.messageAlignment = .leading
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            root.present(alert)
            let lines = window.renderFrame().lines
            let quit = lines.first { $0.contains("q    quit") } ?? ""
            let open = lines.first { $0.contains("Enter  open it") } ?? ""
            #expect(quit.firstIndex(of: "q") == open.firstIndex(of: "E"), "both lines start in the same column:\n\(lines.joined(separator: "\n"))")
        }

        @Test("moves between buttons with Left/Right and Tab and chooses with Enter")
        func choosesWithKeys() {
            let (window, root) = makeScreen()
            let alert = makeAlert()
            let chosen = RecordedValues(alert.reactive.chosenAction.map(\.title))
            root.present(alert)
            window.send(.key(KeyEvent(.right)))
            window.send(.key(KeyEvent(.left)))
            window.send(.key(KeyEvent(.tab)))
            window.send(.key(KeyEvent(.enter)))
            #expect(chosen.values == ["Delete"] && chosen.hasCompleted)
            #expect(window.presentedControllers.isEmpty)
            #expect(window.focusedView === root.field)
        }

        @Test("starts with the preferred action's button focused and reports the chosen action itself")
        func preferredAction() {
            let (window, root) = makeScreen()
            let alert = makeAlert()
            alert.preferredAction = alert.actions[1]
            let chosen = RecordedValues(alert.chosenAction)
            root.present(alert)
            #expect(window.renderFrame()[18, 6].style.attributes.contains(.reverse))
            window.send(.key(KeyEvent(.enter)))
            #expect(chosen.values.count == 1 && chosen.values.first === alert.actions[1])
        }

        @Test("chooses the cancel action on Esc, calling its handler after dismissal")
        func escapeCancels() {
            let (window, root) = makeScreen()
            let (handled, handledInput) = Signal<String, Never>.pipe()
            let recorded = RecordedValues(handled)
            let alert = makeAlert { action in
                handledInput.send(value: "\(action.title), dismissed: \(window.presentedControllers.isEmpty)")
            }
            root.present(alert)
            window.send(.key(KeyEvent(.escape)))
            #expect(recorded.values == ["Cancel, dismissed: true"])
            #expect(window.presentedControllers.isEmpty)
        }

        @Test("answers only once, whatever is pressed after the choice")
        func answersOnce() {
            let (window, root) = makeScreen()
            let (handled, handledInput) = Signal<String, Never>.pipe()
            let recorded = RecordedValues(handled)
            let alert = makeAlert { action in handledInput.send(value: action.title) }
            root.present(alert)
            window.send(.key(KeyEvent(.enter)))
            alert.choose(alert.actions[1])
            #expect(recorded.values == ["Cancel"])
        }

        @Test("stays centred when the window is resized")
        func recentresOnResize() {
            let (window, root) = makeScreen()
            root.present(makeAlert())
            _ = window.renderFrame()
            window.send(.resize(Size(width: 34, height: 11)))
            let lines = window.renderFrame().lines
            #expect(lines[2] == "    ╭────────────────────────╮")
            #expect(lines[8] == "    ╰────────────────────────╯")
        }

        @Test("chooses the button clicked: pressed and released on it")
        func clickChooses() {
            let (window, root) = makeScreen()
            let alert = makeAlert()
            let chosen = RecordedValues(alert.reactive.chosenAction.map(\.title))
            root.present(alert)
            _ = window.renderFrame()
            click(window, x: 18, y: 6)
            #expect(chosen.values == ["Delete"])
            #expect(window.presentedControllers.isEmpty)
        }

        @Test("chooses nothing when the press is released off the button, or the click falls outside the box")
        func strayClicks() {
            let (window, root) = makeScreen()
            let alert = makeAlert()
            let chosen = RecordedValues(alert.chosenAction)
            root.present(alert)
            _ = window.renderFrame()
            click(window, x: 18, y: 6, releaseX: 18, releaseY: 8)
            click(window, x: 0, y: 0)
            click(window, x: 1, y: 6)
            #expect(chosen.values.isEmpty)
            #expect(window.presentedControllers.count == 1)
        }

        @Test("keeps every key from the screen beneath while shown")
        func modal() {
            let (window, root) = makeScreen()
            root.present(makeAlert())
            window.send(.key(KeyEvent(.character("q"))))
            window.send(.paste("more"))
            #expect(root.field.text == "background text here")
        }
    }

    @MainActor
    @Suite("as an action sheet")
    struct AsActionSheet {
        private func makeSheet() -> AlertController {
            let sheet = AlertController(title: "Share", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(AlertAction(title: "Copy link"))
            sheet.addAction(AlertAction(title: "Open in browser"))
            return sheet
        }

        @Test("lists the actions at the bottom, cancel last, the picked one reversed")
        func draws() {
            let (window, root) = makeScreen(width: 24, height: 10)
            root.present(makeSheet())
            let buffer = window.renderFrame()
            #expect(buffer.lines.suffix(7) == [
                " ╭───────────────────╮",
                " │       Share       │",
                " │                   │",
                " │     Copy link     │",
                " │  Open in browser  │",
                " │      Cancel       │",
                " ╰───────────────────╯",
            ])
            #expect(buffer[4, 6].style.attributes.contains(.reverse))
            #expect(!buffer[4, 7].style.attributes.contains(.reverse))
        }

        @Test("picks with Up/Down, chooses with Enter and delivers the choice reactively")
        func choosesWithArrows() {
            let (window, root) = makeScreen(width: 24, height: 10)
            let sheet = makeSheet()
            let chosen = RecordedValues(sheet.reactive.chosenAction.map(\.title))
            root.present(sheet)
            window.send(.key(KeyEvent(.down)))
            window.send(.key(KeyEvent(.down)))
            window.send(.key(KeyEvent(.up)))
            window.send(.key(KeyEvent(.enter)))
            #expect(chosen.values == ["Open in browser"])
        }

        @Test("scrolls its list to keep the selection in view when the actions outnumber the rows")
        func scrolls() {
            let (window, root) = makeScreen(width: 24, height: 10)
            let sheet = AlertController(title: "Pick", preferredStyle: .actionSheet)
            for number in 1...8 { sheet.addAction(AlertAction(title: "Action \(number)")) }
            let chosen = RecordedValues(sheet.chosenAction.map(\.title))
            root.present(sheet)
            var lines = window.renderFrame().lines
            #expect(lines[3].contains("Action 1") && lines[8].contains("Action 6") && lines[8].contains("▼"))
            #expect(!lines.joined().contains("Action 7") && !lines.joined().contains("▲"))
            window.send(.key(KeyEvent(.end)))
            lines = window.renderFrame().lines
            #expect(lines[3].contains("Action 3") && lines[3].contains("▲") && lines[8].contains("Action 8"))
            #expect(!lines.joined().contains("▼"))
            window.send(.key(KeyEvent(.enter)))
            #expect(chosen.values == ["Action 8"])
        }

        @Test("chooses the action clicked, and moves the selection with the wheel")
        func mouse() {
            let (window, root) = makeScreen(width: 24, height: 10)
            let sheet = makeSheet()
            let chosen = RecordedValues(sheet.chosenAction.map(\.title))
            root.present(sheet)
            _ = window.renderFrame()
            window.send(.mouse(MouseEvent(.wheel, button: .wheelDown, at: Point(x: 10, y: 6))))
            #expect(window.renderFrame()[4, 7].style.attributes.contains(.reverse))
            click(window, x: 10, y: 6, releaseX: 10, releaseY: 8)
            #expect(chosen.values.isEmpty, "released over another action: no choice")
            click(window, x: 10, y: 8)
            #expect(chosen.values == ["Cancel"])
        }

        @Test("is dismissed without a choice on Esc when it has no cancel action")
        func escapeWithoutCancel() {
            let (window, root) = makeScreen(width: 24, height: 10)
            let sheet = AlertController(title: "Sort by", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Date"))
            let chosen = RecordedValues(sheet.chosenAction)
            root.present(sheet)
            window.send(.key(KeyEvent(.escape)))
            #expect(chosen.values.isEmpty && chosen.hasCompleted)
            #expect(window.presentedControllers.isEmpty)
        }
    }
}
