@testable import TerminalUI

/// A tiny terminal for the renderer tests: it understands exactly what a renderer may send —
/// CUP, relative cursor moves, CR, LF, ED 2 and ED 0, SGR (16, 256 and 24-bit colours, attributes) and
/// text with wide graphemes — and fails the test on anything else. Its screen is a
/// `ScreenBuffer`, so it can be compared with the buffer that was rendered. Graphemes take the
/// columns `width` gives them: `DisplayWidth`'s by default, or a terminal's that disagrees.
struct TerminalEmulator {
    /// How tmux and wcwidth-based terminals measure: an emoji sequence takes the width of its
    /// first scalar alone (a text-default symbol with VS16 is one column).
    static let narrowEmoji: @Sendable (Character) -> Int = { grapheme in
        guard DisplayWidth.isUncertainOnTerminals(grapheme), let first = grapheme.unicodeScalars.first else { return DisplayWidth.columns(of: grapheme) }
        return DisplayWidth.columns(of: Character(first))
    }

    private(set) var screen: ScreenBuffer
    private(set) var cursor = Point.zero
    private var style = Style.plain
    /// Set after a write to the last column: the next character wraps first (xterm's
    /// deferred wrap); any cursor move clears it.
    private var wrapPending = false
    /// Sequences or bytes the emulator did not understand.
    private(set) var unknown: [String] = []
    /// The cells written or erased since the last `takeWrittenCells()`, and whether the whole
    /// screen was cleared meanwhile (ED 2) — what a terminal drawing pictures into cells must
    /// erase.
    private(set) var writtenCells: [Point] = []
    private(set) var wasCleared = false

    private let width: @Sendable (Character) -> Int

    init(size: Size, width: @escaping @Sendable (Character) -> Int = { DisplayWidth.columns(of: $0) }) {
        screen = ScreenBuffer(size: size)
        self.width = width
    }

    /// Interprets `bytes` as a terminal would.
    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        var text = String.UnicodeScalarView()
        func flushText() {
            for grapheme in String(text) { put(grapheme) }
            text.removeAll()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\u{1B}":
                flushText()
                guard index + 1 < scalars.count, scalars[index + 1] == "[" else {
                    unknown.append("lone ESC")
                    index += 1
                    continue
                }
                var end = index + 2
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                guard end < scalars.count else {
                    unknown.append("unfinished CSI")
                    return
                }
                let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                controlSequence(parameters, final: scalars[end])
                index = end + 1
            case "\r":
                flushText()
                cursor.x = 0
                wrapPending = false
                index += 1
            case "\n":
                flushText()
                cursor.y = min(cursor.y + 1, screen.size.height - 1)
                wrapPending = false
                index += 1
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { unknown.append("control \(scalar.value)") }
                text.append(scalar)
                index += 1
            }
        }
        flushText()
    }

    /// Returns and forgets the cells written and whether the screen was cleared.
    mutating func takeWrittenCells() -> (cells: [Point], cleared: Bool) {
        defer {
            writtenCells.removeAll()
            wasCleared = false
        }
        return (writtenCells, wasCleared)
    }

    /// Moves the cursor to `point` as a picture's own cursor movement would.
    mutating func moveCursor(to point: Point) {
        cursor = point
        wrapPending = false
    }

    /// `text` with every well-formed CSI sequence removed.
    static func textOutsideControlSequences(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars.removeFirst()
                while let next = scalars.popFirst(), !(0x40...0x7E).contains(next.value) {}
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private mutating func put(_ grapheme: Character) {
        let width = width(grapheme)
        guard width > 0 else { return }
        if wrapPending || cursor.x + width > screen.size.width {
            cursor = Point(x: 0, y: min(cursor.y + 1, screen.size.height - 1))
            wrapPending = false
        }
        screen.set(Cell(grapheme: grapheme, width: UInt8(width), style: style), at: cursor)
        writtenCells.append(cursor)
        if width == 2 { writtenCells.append(Point(x: cursor.x + 1, y: cursor.y)) }
        if cursor.x + width >= screen.size.width {
            cursor.x = screen.size.width - 1
            wrapPending = true
        } else {
            cursor.x += width
        }
    }

    private mutating func controlSequence(_ parameters: String, final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let count = max(numbers.first ?? 1, 1)
        wrapPending = false
        switch final {
        case "H":
            let row = max(numbers.first ?? 1, 1), column = max(numbers.count > 1 ? numbers[1] : 1, 1)
            cursor = Point(x: min(column - 1, screen.size.width - 1), y: min(row - 1, screen.size.height - 1))
        case "A": cursor.y = max(cursor.y - count, 0)
        case "B": cursor.y = min(cursor.y + count, screen.size.height - 1)
        case "C": cursor.x = min(cursor.x + count, screen.size.width - 1)
        case "D": cursor.x = max(cursor.x - count, 0)
        case "J" where parameters == "2":
            screen = ScreenBuffer(size: screen.size, filledWith: Cell(grapheme: " ", style: Style(background: style.background)))
            wasCleared = true
        case "J" where parameters.isEmpty || parameters == "0":
            eraseBelow()
        case "m":
            selectGraphicRendition(numbers)
        default:
            unknown.append("CSI \(parameters)\(final)")
        }
    }

    /// ED 0: blanks from the cursor to the end of the screen, in the current background.
    private mutating func eraseBelow() {
        let blank = Cell(grapheme: " ", style: Style(background: style.background))
        let start = cursor.y * screen.size.width + cursor.x
        for index in start..<screen.size.width * screen.size.height {
            let point = Point(x: index % screen.size.width, y: index / screen.size.width)
            screen.set(blank, at: point)
            writtenCells.append(point)
        }
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        func color(at position: Int) -> (Color, Int) {
            if numbers[position] == 5 { return (.indexed(UInt8(numbers[position + 1])), 2) }
            return (.rgb(UInt8(numbers[position + 1]), UInt8(numbers[position + 2]), UInt8(numbers[position + 3])), 4)
        }
        while index < numbers.count {
            let code = numbers[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 39: style.foreground = .default
            case 49: style.background = .default
            case 38, 48:
                let (value, used) = color(at: index)
                if code == 38 { style.foreground = value } else { style.background = value }
                index += used
            default:
                unknown.append("SGR \(code)")
            }
        }
    }
}
