/// Reads the settings file: the subset of TOML 1.0 that Weather Now writes and a person may
/// write by hand — `#` comments, blank lines, and `name = value` lines whose value is a whole
/// number (`1850147`, `1_850_147`), text in double quotes (with TOML's escapes) or single quotes,
/// `true` or `false`, or a list of values in brackets that may span lines, with comments and a
/// trailing comma. Whatever it accepts is TOML with the same meaning; the rest of TOML (tables,
/// dotted or quoted names, decimals, dates, inline tables, multi-line text) is refused with a
/// ``SettingsSyntaxProblem`` and its line and column, never guessed at. LF and CRLF line ends;
/// a byte-order mark at the start is skipped. Pure; usable from any thread; any text, however
/// broken, ends in entries or a problem — never a crash or a hang.
struct SettingsParser {
    /// How deep lists may be nested.
    static let maximumDepth = 16

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var lineStart = 0

    /// The entries of `text`, in order; throws the first problem with its line and column
    /// (columns count characters from 1).
    static func entries(in text: String) throws(WeatherSettingsError) -> [SettingsEntry] {
        var parser = SettingsParser(scalars: Array(text.unicodeScalars))
        return try parser.document()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        if scalars.first == "\u{FEFF}" { position = 1 }
    }

    // MARK: Lines

    private mutating func document() throws(WeatherSettingsError) -> [SettingsEntry] {
        var entries: [SettingsEntry] = []
        var firstLines: [String: Int] = [:]
        while true {
            skipSpaces()
            guard let scalar = peek() else { return entries }
            if try skipComment() { continue }
            if try skipLineEnd() { continue }
            let start = (line: line, column: column)
            switch scalar {
            case "[": throw problem(.table)
            case "\"", "'": throw problem(.quotedOrDottedName)
            default: break
            }
            let name = bareName()
            guard !name.isEmpty else { throw problem(.expectedName) }
            skipSpaces()
            if peek() == "." { throw problem(.quotedOrDottedName) }
            guard peek() == "=" else { throw problem(.expectedEquals) }
            position += 1
            skipSpaces()
            let value = try value(depth: 0)
            skipSpaces()
            try endLine()
            if let first = firstLines[name] {
                throw WeatherSettingsError.syntax(line: start.line, column: start.column, .repeated(name: name, firstLine: first))
            }
            firstLines[name] = start.line
            entries.append(SettingsEntry(name: name, value: value, line: start.line))
        }
    }

    /// A bare name: ASCII letters, digits, `_` and `-`.
    private mutating func bareName() -> String {
        var name = ""
        while let scalar = peek(), scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        return name
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(WeatherSettingsError) -> SettingsValue {
        let valueLine = line
        switch peek() {
        case "\"":
            if startsWith("\"\"\"") { throw problem(.expectedValue) }
            return SettingsValue(kind: .string(try basicString()), line: valueLine)
        case "'":
            if startsWith("'''") { throw problem(.expectedValue) }
            return SettingsValue(kind: .string(try literalString()), line: valueLine)
        case "[":
            guard depth < Self.maximumDepth else { throw problem(.tooDeep) }
            return SettingsValue(kind: .array(try list(depth: depth + 1)), line: valueLine)
        case let scalar? where scalar == "+" || scalar == "-" || ("0"..."9").contains(scalar):
            return SettingsValue(kind: .integer(try integer()), line: valueLine)
        case let scalar? where scalar == "t" || scalar == "f":
            let word = bareName()
            switch word {
            case "true": return SettingsValue(kind: .boolean(true), line: valueLine)
            case "false": return SettingsValue(kind: .boolean(false), line: valueLine)
            default: throw problem(.expectedValue, column: column - word.unicodeScalars.count)
            }
        default:
            throw problem(.expectedValue)
        }
    }

    /// A whole number: an optional sign, then digits with single underscores between them, no
    /// leading zero (TOML's integers, in decimal). Anything else a number-like run of characters
    /// holds (a decimal point, an exponent, a date, `0x`) makes it not a whole number.
    private mutating func integer() throws(WeatherSettingsError) -> Int {
        let startColumn = column
        var token = ""
        while let scalar = peek(), scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-_.:".unicodeScalars.contains(scalar) {
            token.unicodeScalars.append(scalar)
            position += 1
        }
        let digits = token.first == "+" || token.first == "-" ? token.dropFirst() : Substring(token)
        let parts = digits.split(separator: "_", omittingEmptySubsequences: false)
        let wellFormed = !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
            && !(digits.count > 1 && digits.first == "0")
        guard wellFormed, let value = Int(token.filter { $0 != "_" }) else {
            throw problem(.badNumber(token), column: startColumn)
        }
        return value
    }

    /// Text in double quotes, with TOML's escapes: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
    private mutating func basicString() throws(WeatherSettingsError) -> String {
        position += 1
        var text = ""
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else { throw problem(.unterminatedString) }
            position += 1
            switch scalar {
            case "\"":
                return text
            case "\\":
                text.unicodeScalars.append(try escape())
            default:
                guard !Self.isControl(scalar) else { throw problem(.controlCharacter, column: column - 1) }
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// The character an escape stands for, the backslash read.
    private mutating func escape() throws(WeatherSettingsError) -> Unicode.Scalar {
        let startColumn = column - 1
        guard let letter = peek() else { throw problem(.unterminatedString) }
        position += 1
        let simple: [Unicode.Scalar: Unicode.Scalar] = ["b": "\u{8}", "t": "\t", "n": "\n", "f": "\u{C}", "r": "\r", "\"": "\"", "\\": "\\"]
        if let scalar = simple[letter] { return scalar }
        let length = letter == "u" ? 4 : letter == "U" ? 8 : 0
        let hex = scalars[position..<min(scalars.count, position + length)]
        let written = "\\" + String(String.UnicodeScalarView([letter] + hex))
        guard length > 0, hex.count == length, hex.allSatisfy({ $0.properties.isASCIIHexDigit }),
            let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16), let scalar = Unicode.Scalar(value)
        else { throw problem(.badEscape(written), column: startColumn) }
        position += length
        return scalar
    }

    /// Text in single quotes, taken as it is.
    private mutating func literalString() throws(WeatherSettingsError) -> String {
        position += 1
        var text = ""
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else { throw problem(.unterminatedString) }
            position += 1
            if scalar == "'" { return text }
            guard !Self.isControl(scalar) else { throw problem(.controlCharacter, column: column - 1) }
            text.unicodeScalars.append(scalar)
        }
    }

    /// The elements of a list, the `[` not yet read: values separated by commas, with line ends,
    /// comments and a trailing comma allowed between them.
    private mutating func list(depth: Int) throws(WeatherSettingsError) -> [SettingsValue] {
        let openedOn = line
        position += 1
        var elements: [SettingsValue] = []
        while true {
            try skipBlanks(inListOpenedOn: openedOn)
            if peek() == "]" {
                position += 1
                return elements
            }
            elements.append(try value(depth: depth))
            try skipBlanks(inListOpenedOn: openedOn)
            switch peek() {
            case ",": position += 1
            case "]": continue
            default: throw problem(.expectedCommaOrEnd)
            }
        }
    }

    // MARK: Blanks

    /// Skips spaces, line ends and comments inside a list; throws at the end of the file.
    private mutating func skipBlanks(inListOpenedOn openedOn: Int) throws(WeatherSettingsError) {
        while true {
            skipSpaces()
            guard peek() != nil else { throw problem(.unterminatedList(openedOn: openedOn)) }
            if try skipComment() { continue }
            guard try skipLineEnd() else { return }
        }
    }

    /// Reads the rest of a setting's line: a comment, the line end or the end of the file.
    private mutating func endLine() throws(WeatherSettingsError) {
        _ = try skipComment()
        let ended = try skipLineEnd()
        guard ended || peek() == nil else { throw problem(.expectedEndOfLine) }
    }

    private mutating func skipSpaces() {
        while peek() == " " || peek() == "\t" { position += 1 }
    }

    /// Skips a `#` comment up to the line end, if one starts here.
    private mutating func skipComment() throws(WeatherSettingsError) -> Bool {
        guard peek() == "#" else { return false }
        while let scalar = peek(), scalar != "\n", scalar != "\r" {
            guard !Self.isControl(scalar) else { throw problem(.controlCharacter) }
            position += 1
        }
        return true
    }

    /// Skips a line end (LF or CRLF), if one is here; a CR alone is a control character.
    private mutating func skipLineEnd() throws(WeatherSettingsError) -> Bool {
        switch peek() {
        case "\n":
            position += 1
        case "\r":
            guard position + 1 < scalars.count, scalars[position + 1] == "\n" else { throw problem(.controlCharacter) }
            position += 2
        default:
            return false
        }
        line += 1
        lineStart = position
        return true
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func startsWith(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return scalars[position...].starts(with: wanted)
    }

    /// The column of the next character, from 1.
    private var column: Int {
        String(String.UnicodeScalarView(scalars[lineStart..<position])).count + 1
    }

    /// Control characters TOML refuses in text and comments: all but the tab.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private func problem(_ problem: SettingsSyntaxProblem, column: Int? = nil) -> WeatherSettingsError {
        .syntax(line: line, column: column ?? self.column, problem)
    }
}
