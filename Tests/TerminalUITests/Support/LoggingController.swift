@testable import TerminalUI

/// A controller that records its appearance callbacks as "name.willAppear" and so on into a
/// shared log, and holds one focusable view.
@MainActor
final class LoggingController: ViewController {
    final class Log {
        var entries: [String] = []
    }

    let log: Log
    let field = TextField()

    init(_ name: String, log: Log) {
        self.log = log
        super.init(title: name)
    }

    override func viewDidLoad() {
        view.addSubview(field)
        field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    }

    override func viewWillAppear() { log.entries.append("\(title).willAppear") }
    override func viewDidAppear() { log.entries.append("\(title).didAppear") }
    override func viewWillDisappear() { log.entries.append("\(title).willDisappear") }
    override func viewDidDisappear() { log.entries.append("\(title).didDisappear") }
}
