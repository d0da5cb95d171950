// The code of TerminalUI's getting-started article (TerminalUI.docc/GettingStarted.md), verbatim
// but for `main.swift`'s three lines (they take the terminal and never return), followed by
// tests that run it. Keep the two in step.
import Dispatch
import Foundation
import ReactiveCore
import Testing
import TerminalUI

// MARK: - Guide example

/// The counter's state and what the user can do to it. No TerminalUI inside: the screen binds
/// to it. Safe from any thread.
final class CounterViewModel: Sendable {
    /// How many times the user counted.
    let count = MutableProperty(0)

    /// The text the screen shows for the count.
    var countText: Property<String> {
        count.map { $0 == 1 ? "Counted once" : "Counted \($0) times" }
    }

    /// Counts once more.
    func increment() { count.modify { $0 += 1 } }

    /// Starts again from zero.
    func reset() { count.value = 0 }
}

/// The counter's screen: the count, a button that counts, and the keys it offers.
final class CounterScreen: ViewController {
    let viewModel: CounterViewModel
    let countLabel = Label(alignment: .center)
    let countButton = Button("Count")
    let hints = StatusLine(hints: [KeyHint("Enter", "count"), KeyHint("r", "reset"), KeyHint("Ctrl-C", "quit")])

    init(viewModel: CounterViewModel) {
        self.viewModel = viewModel
        super.init(title: "Counter")
    }

    override func loadView() -> View {
        StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [
            (countLabel, .fixed(1)),
            (countButton, .fixed(1)),
            (ContainerView(), .fill()),
            (hints, .fixed(1)),
        ])
    }

    override func viewDidLoad() {
        countLabel.reactive.text <~ viewModel.countText
        countButton.action = { [viewModel] _ in viewModel.increment() }
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.character("r")) else { return super.handle(event) }
        viewModel.reset()
        return true
    }
}

@MainActor
func screenAfterCounting(times: Int) -> [String] {
    let window = Window(size: Size(width: 40, height: 6))
    window.rootViewController = CounterScreen(viewModel: CounterViewModel())
    for _ in 0..<times { window.send(.key(KeyEvent(.enter))) }
    return window.renderFrame().lines
}

// MARK: - Tests of the example

@MainActor
@Suite("TerminalUI's getting-started article")
struct GettingStartedGuideTests {
    @Test("the screen shows the count centred, the button, and the key hints on the last line")
    func firstScreen() {
        let lines = screenAfterCounting(times: 0)
        #expect(lines.count == 6)
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Counted 0 times")
        #expect(lines[0].hasPrefix("    "))
        #expect(lines[2].contains("[ Count ]"))
        #expect(lines[5].contains("Enter count") && lines[5].contains("r reset") && lines[5].contains("Ctrl-C quit"))
    }

    @Test("Enter presses the focused button, which counts", arguments: [(1, "Counted once"), (2, "Counted 2 times")])
    func counts(times: Int, text: String) {
        #expect(screenAfterCounting(times: times)[0].trimmingCharacters(in: .whitespaces) == text)
    }

    @Test("r bubbles up from the button to the screen, which resets the count; other keys change nothing")
    func resets() {
        let window = Window(size: Size(width: 40, height: 6))
        let viewModel = CounterViewModel()
        window.rootViewController = CounterScreen(viewModel: viewModel)
        window.send(.key(KeyEvent(.enter)))
        window.send(.key(KeyEvent(.character("x"))))
        #expect(viewModel.count.value == 1)
        window.send(.key(KeyEvent(.character("r"))))
        #expect(viewModel.count.value == 0)
        #expect(window.renderFrame().lines[0].trimmingCharacters(in: .whitespaces) == "Counted 0 times")
    }

    @Test("the label follows a count changed on another thread, once the main queue has run the binding")
    func bindsAcrossThreads() async {
        let window = Window(size: Size(width: 40, height: 6))
        let viewModel = CounterViewModel()
        window.rootViewController = CounterScreen(viewModel: viewModel)
        await Task.detached { viewModel.count.value = 5 }.value
        // The binding queued the new text on the main queue; a block queued after it runs after it.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(window.renderFrame().lines[0].trimmingCharacters(in: .whitespaces) == "Counted 5 times")
    }
}
