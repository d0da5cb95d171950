/// One thing the random-event driver does to a program in a ``TmuxSession``, as a user at the
/// terminal could: a key, typed text, a click, the wheel, a paste or a resize.
///
/// A value: generated ahead from a seed, so that the same seed gives the same events whatever the
/// program answers.
public enum RandomEvent: Sendable, Equatable, CustomStringConvertible {
    /// A key in tmux's `send-keys` notation (`Up`, `NPage`, `BSpace`, `C-l`).
    case key(String)
    /// Keys sent together in one write, as a fast typist's reach the program (`r` and `End` in
    /// one read, say), in the same notation.
    case burst([String])
    /// Characters typed as they are (`/`, `j`, `山`).
    case text(String)
    /// `count` clicks of the left button in a row on the zero-based cell (`x`, `y`), as SGR reports.
    case click(x: Int, y: Int, count: Int)
    /// The wheel turned `notches` notches over the zero-based cell (`x`, `y`): down when positive.
    case wheel(notches: Int, x: Int, y: Int)
    /// Text pasted as a terminal pastes it (bracketed when the program asked for that).
    case paste(String)
    /// The window resized, as a user dragging the terminal's corner.
    case resize(PaneSize)

    /// Whether the event would end or stop a program: Ctrl-C, Ctrl-Z or Ctrl-\\ as a key, or a
    /// `q` or `Q` in any form (the apps quit on q; typed into a closed field, it would too). A
    /// random-event run must never send one.
    public var mayEndProgram: Bool {
        let endingKeys: Set = ["C-c", "C-z", "C-\\", "q", "Q"]
        switch self {
        case let .key(name): return endingKeys.contains(name)
        case let .burst(names): return names.contains(where: endingKeys.contains)
        case let .text(text), let .paste(text): return text.contains("q") || text.contains("Q")
        case .click, .wheel, .resize: return false
        }
    }

    /// Sends the event to `session`; throws what tmux's failure throws.
    public func send(to session: TmuxSession) throws {
        switch self {
        case let .key(name): try session.send([name])
        case let .burst(names): try session.send(names)
        case let .text(characters): try session.send(["-l", characters])
        case let .click(x, y, count): try session.click(x: x, y: y, count: count)
        case let .wheel(notches, x, y): try session.turnWheel(notches, x: x, y: y)
        case let .paste(text): try session.paste(text)
        case let .resize(size): try session.resize(width: size.width, height: size.height)
        }
    }

    /// The event in a failure's list: `key Up`, `keys r End`, `text "/"`, `double-click 40,7`,
    /// `wheel +2 at 40,7`…
    public var description: String {
        switch self {
        case let .key(name): "key \(name)"
        case let .burst(names): "keys \(names.joined(separator: " "))"
        case let .text(characters): "text \(characters.debugDescription)"
        case let .click(x, y, count): "\(count == 2 ? "double-click" : "click") \(x),\(y)"
        case let .wheel(notches, x, y): "wheel \(notches > 0 ? "+" : "")\(notches) at \(x),\(y)"
        case let .paste(text): "paste \(text.debugDescription)"
        case let .resize(size): "resize \(size)"
        }
    }
}
