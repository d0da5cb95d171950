/// A key the user pressed, as decoded from the terminal's input bytes. Values only.
public enum Key: Hashable, Sendable {
    /// A printable grapheme (already composed from its UTF-8 bytes).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab; Shift-Tab arrives as `tab` with the `shift` modifier.
    case tab
    /// Backspace (DEL or ^H).
    case backspace
    /// Forward delete.
    case delete
    /// Escape on its own (told apart from escape sequences by a short timeout).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Function key F1…F12.
    case function(Int)
}

/// Modifier keys held with a key. Values only.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw flag bits.
    public let rawValue: UInt8

    /// Modifiers from raw flag bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt / Meta (ESC prefix).
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control: Ctrl-A arrives as `.character("a")` with `.control`.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key press with its modifiers. Values only.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// A press of `key` with `modifiers`.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Ctrl + `letter` (lower case), e.g. `KeyEvent.control("c")`.
    public static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// A readable name such as `Ctrl-C`, `Shift-Tab` or `a`, for hints and logs.
    public var description: String {
        var name = ""
        if modifiers.contains(.control) { name += "Ctrl-" }
        if modifiers.contains(.alt) { name += "Alt-" }
        if modifiers.contains(.shift) { name += "Shift-" }
        switch key {
        case .character(let character): name += modifiers.contains(.control) ? character.uppercased() : String(character)
        case .function(let number): name += "F\(number)"
        default: name += "\(key)".prefix(1).uppercased() + "\(key)".dropFirst()
        }
        return name
    }
}

/// Something that arrived from the terminal. Values only.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Text pasted with bracketed paste: delivered whole, never interpreted as keys.
    case paste(String)
    /// The mouse did something (when the application reports the mouse): a button pressed or
    /// released, a wheel notch; the window gives it to the view under the pointer.
    case mouse(MouseEvent)
    /// The terminal now has `size`.
    case resize(Size)
    /// The terminal answered a query; the application handles it, views never see it.
    case reply(TerminalReply)
}
