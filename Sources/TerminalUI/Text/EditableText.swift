/// The text of a text field and the cursor in it, with the editing operations of a shell's
/// line editor. A value type without any drawing; usable from any thread.
///
/// The cursor is a position between graphemes, from 0 (before the first) to `characters.count`
/// (after the last). Text put in (typed, pasted or set) is kept to one line: line breaks and
/// tabs become spaces and other control characters are replaced (see `TextSanitizer`). With a
/// `maximumLength`, text that does not fit is left out.
public struct EditableText: Hashable, Sendable {
    /// The graphemes of the text.
    public private(set) var characters: [Character]
    /// The cursor position, in graphemes.
    public private(set) var cursor: Int
    /// The most graphemes the text may have (nil: no limit). Setting it cuts a longer text.
    public var maximumLength: Int? {
        didSet {
            guard let maximumLength, characters.count > maximumLength else { return }
            characters.removeSubrange(max(0, maximumLength)...)
            cursor = min(cursor, characters.count)
        }
    }

    /// Whether the text has `maximumLength` graphemes: nothing more can be inserted.
    public var isFull: Bool {
        maximumLength.map { characters.count >= $0 } ?? false
    }

    /// `text` with the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(Self.singleLine(text))
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }

    /// Replaces the text (cut at `maximumLength`), keeping the cursor where it was if possible.
    public mutating func setText(_ text: String) {
        characters = Array(Self.singleLine(text).prefix(maximumLength ?? .max))
        cursor = min(cursor, characters.count)
    }

    /// Inserts `text` at the cursor — as much of it as `maximumLength` leaves room for — and
    /// moves the cursor after it.
    public mutating func insert(_ text: String) {
        let room = maximumLength.map { max(0, $0 - characters.count) } ?? .max
        let inserted = Array(Self.singleLine(text).prefix(room))
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Removes the grapheme before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    /// Removes the grapheme after the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Removes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Removes everything after the cursor (Ctrl-K).
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Removes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        let start = startOfWord(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }

    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

    /// Moves the cursor to the start of the word before it (Alt-Left, Alt-B).
    public mutating func moveWordLeft() { cursor = startOfWord(before: cursor) }

    /// Moves the cursor to the end of the word after it (Alt-Right, Alt-F).
    public mutating func moveWordRight() {
        var position = cursor
        while position < characters.count, characters[position] == " " { position += 1 }
        while position < characters.count, characters[position] != " " { position += 1 }
        cursor = position
    }

    /// Moves the cursor before the first grapheme.
    public mutating func moveToStart() { cursor = 0 }

    /// Moves the cursor after the last grapheme.
    public mutating func moveToEnd() { cursor = characters.count }

    private func startOfWord(before position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// `text` on one line: line breaks and tabs as spaces, control characters replaced.
    private static func singleLine(_ text: String) -> String {
        let flattened = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return TextSanitizer.sanitize(String(flattened))
    }
}
