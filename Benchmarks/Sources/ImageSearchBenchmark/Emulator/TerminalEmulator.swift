import TerminalUI

/// A tolerant terminal: it keeps a screen of cells from what a full-screen program writes, the
/// way an xterm-compatible terminal would, as far as the benchmark needs to read that screen.
///
/// It understands what TerminalUI's renderer sends — CUP, relative cursor moves, CR, LF, erase
/// in display and line, SGR with 16, 256 and 24-bit colours, UTF-8 text with wide characters
/// (measured with TerminalUI's `DisplayWidth`, as the renderer measures them) — plus the other
/// common cursor functions, tabs, backspace, scrolling at the bottom and xterm's deferred
/// wrap. Everything else is ignored, not refused: private modes (alternate screen, cursor
/// visibility, bracketed paste, mouse reports), OSC strings, charset choices. One screen only:
/// switching to the alternate screen keeps the cells. Like every terminal it answers the
/// primary device attributes query (`CSI c`), as a VT220-class terminal without graphics
/// (`answers`); other queries go unanswered. A value type without I/O.
struct TerminalEmulator {
    /// What the terminal shows.
    private(set) var screen: TerminalScreen
    /// The cursor's column and line.
    private(set) var cursor = (x: 0, y: 0)
    /// What the terminal owes the program in answer to its queries, to write to its input.
    private(set) var answers: [UInt8] = []

    private var parser = TerminalOutputParser()
    private var foregroundIsSet = false
    private var backgroundIsSet = false
    /// Set after a character was written to the last column: the next one wraps first.
    private var wrapPending = false
    /// The cell the last character went to, which zero-width scalars join.
    private var lastWritten: (x: Int, y: Int)?

    /// A terminal of `width` × `height` cells, blank, the cursor at the top left.
    init(width: Int, height: Int) {
        screen = TerminalScreen(width: width, height: height)
    }

    /// Interprets `bytes`, which may end inside a character or a sequence (the rest comes with
    /// the next call).
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for action in parser.parse(bytes) {
            switch action {
            case .print(let scalar): put(scalar)
            case .control(let byte): control(byte)
            case .controlSequence(let sequence): perform(sequence)
            case .escape: break
            }
        }
    }

    /// Returns and forgets the answers owed.
    mutating func takeAnswers() -> [UInt8] {
        defer { answers.removeAll() }
        return answers
    }

    // MARK: Text

    private mutating func put(_ scalar: Unicode.Scalar) {
        let character = Character(scalar)
        let width = DisplayWidth.columns(of: character)
        guard width > 0 else {
            join(scalar)
            return
        }
        if wrapPending || cursor.x + width > screen.width {
            wrapPending = false
            cursor.x = 0
            lineFeed()
        }
        let isColoured = foregroundIsSet || backgroundIsSet
        clearWideCharacter(at: cursor.x, line: cursor.y)
        if width == 2 { clearWideCharacter(at: cursor.x + 1, line: cursor.y) }
        screen[cursor.x, cursor.y] = ScreenCell(character: character, isColoured: isColoured)
        if width == 2 { screen[cursor.x + 1, cursor.y] = .continuation }
        lastWritten = cursor
        if cursor.x + width >= screen.width {
            cursor.x = screen.width - 1
            wrapPending = true
        } else {
            cursor.x += width
        }
    }

    /// Adds a zero-width scalar (a combining mark, a variation selector, a joiner) to the
    /// character written last.
    private mutating func join(_ scalar: Unicode.Scalar) {
        guard let position = lastWritten, let base = screen[position.x, position.y].character else { return }
        var joined = String(base)
        joined.unicodeScalars.append(scalar)
        guard joined.count == 1, let character = joined.first else { return }
        screen[position.x, position.y].character = character
    }

    /// Blanks both halves of a wide character when a new character overwrites one of them.
    private mutating func clearWideCharacter(at x: Int, line y: Int) {
        if screen[x, y].isContinuation, x > 0 {
            screen[x - 1, y] = .blank
            screen[x, y] = .blank
        } else if screen[x + 1, y].isContinuation {
            screen[x + 1, y] = .blank
        }
    }

    // MARK: Controls

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            moveCursor(x: 0, y: cursor.y)
        case 0x0A, 0x0B, 0x0C:
            wrapPending = false
            lineFeed()
        case 0x08:
            moveCursor(x: cursor.x - 1, y: cursor.y)
        case 0x09:
            moveCursor(x: min((cursor.x / 8 + 1) * 8, screen.width - 1), y: cursor.y)
        default:
            break
        }
    }

    /// Moves the cursor down a line, scrolling the screen up on the last line.
    private mutating func lineFeed() {
        if cursor.y == screen.height - 1 {
            screen.scrollUp()
            lastWritten = nil
        } else {
            cursor.y += 1
        }
    }

    private mutating func moveCursor(x: Int, y: Int) {
        cursor = (min(max(x, 0), screen.width - 1), min(max(y, 0), screen.height - 1))
        wrapPending = false
    }

    // MARK: Control sequences

    private mutating func perform(_ sequence: ControlSequence) {
        guard sequence.privateMarker == nil, sequence.intermediates.isEmpty else { return }
        if sequence.final == UInt8(ascii: "c"), sequence.count(at: 0) <= 1 {
            answers += Array("\u{1B}[?62;22c".utf8)
            return
        }
        switch Unicode.Scalar(sequence.final) {
        case "H", "f": moveCursor(x: sequence.count(at: 1) - 1, y: sequence.count(at: 0) - 1)
        case "A": moveCursor(x: cursor.x, y: cursor.y - sequence.count(at: 0))
        case "B": moveCursor(x: cursor.x, y: cursor.y + sequence.count(at: 0))
        case "C": moveCursor(x: cursor.x + sequence.count(at: 0), y: cursor.y)
        case "D": moveCursor(x: cursor.x - sequence.count(at: 0), y: cursor.y)
        case "E": moveCursor(x: 0, y: cursor.y + sequence.count(at: 0))
        case "F": moveCursor(x: 0, y: cursor.y - sequence.count(at: 0))
        case "G": moveCursor(x: sequence.count(at: 0) - 1, y: cursor.y)
        case "d": moveCursor(x: cursor.x, y: sequence.count(at: 0) - 1)
        case "J": eraseInDisplay(sequence.selector())
        case "K": eraseInLine(sequence.selector())
        case "X": erase(line: cursor.y, columns: cursor.x..<cursor.x + sequence.count(at: 0))
        case "m": selectGraphicRendition(sequence)
        default: break
        }
    }

    private mutating func eraseInDisplay(_ selector: Int) {
        switch selector {
        case 0:
            eraseInLine(0)
            erase(lines: cursor.y + 1..<screen.height)
        case 1:
            erase(lines: 0..<cursor.y)
            eraseInLine(1)
        case 2, 3:
            erase(lines: 0..<screen.height)
        default:
            break
        }
    }

    private mutating func eraseInLine(_ selector: Int) {
        switch selector {
        case 0: erase(line: cursor.y, columns: cursor.x..<screen.width)
        case 1: erase(line: cursor.y, columns: 0..<cursor.x + 1)
        case 2: erase(line: cursor.y, columns: 0..<screen.width)
        default: break
        }
    }

    /// Erased cells take the current background, as in xterm.
    private var erasedCell: ScreenCell {
        ScreenCell(character: " ", isColoured: backgroundIsSet)
    }

    private mutating func erase(line y: Int, columns: Range<Int>) {
        wrapPending = false
        if let first = columns.first { clearWideCharacter(at: first, line: y) }
        if let last = columns.last { clearWideCharacter(at: last, line: y) }
        screen.fill(line: y, columns: columns, with: erasedCell)
    }

    private mutating func erase(lines: Range<Int>) {
        wrapPending = false
        screen.fill(lines: lines, with: erasedCell)
    }

    /// Keeps whether each colour is set; attributes do not matter to the benchmark.
    private mutating func selectGraphicRendition(_ sequence: ControlSequence) {
        guard !sequence.parameters.isEmpty else {
            foregroundIsSet = false
            backgroundIsSet = false
            return
        }
        var index = 0
        while index < sequence.parameters.count {
            let parameter = sequence.parameters[index]
            index += 1
            guard let code = parameter else {
                // "38:2::r:g:b" and the like: a colour in one parameter.
                let text = sequence.parameterTexts[index - 1]
                if text.hasPrefix("38:") { foregroundIsSet = true }
                if text.hasPrefix("48:") { backgroundIsSet = true }
                if text.isEmpty {
                    foregroundIsSet = false
                    backgroundIsSet = false
                }
                continue
            }
            switch code {
            case 0:
                foregroundIsSet = false
                backgroundIsSet = false
            case 30...37, 90...97: foregroundIsSet = true
            case 39: foregroundIsSet = false
            case 40...47, 100...107: backgroundIsSet = true
            case 49: backgroundIsSet = false
            case 38, 48:
                if code == 38 { foregroundIsSet = true } else { backgroundIsSet = true }
                let mode = index < sequence.parameters.count ? sequence.parameters[index] : nil
                index += mode == 5 ? 2 : mode == 2 ? 4 : 1
            default:
                break
            }
        }
    }
}
