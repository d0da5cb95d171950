// TerminalUI alone: a screen drawn off-screen, as the library's tests draw it — no terminal needed.
import TerminalUI

@MainActor
func drawGreeting() -> [String] {
    let window = Window(size: Size(width: 30, height: 3))
    let label = Label("Hello from TerminalUI", alignment: .center)
    window.addSubview(label)
    label.frame = window.bounds
    return window.renderFrame().lines
}

for line in MainActor.assumeIsolated(drawGreeting) {
    print(line)
}
