import ImageCodec

/// Turns the bytes a terminal sends into input events.
///
/// Feed every read to `decode(_:)`; it returns the complete events and keeps the bytes of an
/// unfinished one (an escape sequence or a UTF-8 character split across reads, or a bracketed
/// paste still arriving) for the next call. Handles printable UTF-8, Enter (CR or LF), Tab,
/// Shift-Tab, Backspace (DEL or ^H), Ctrl-letters, Alt-keys (ESC prefix), arrows, Home/End,
/// Page Up/Down, Insert, Delete and F1–F12 in their xterm, VT220 and SS3 spellings with
/// modifier parameters (`CSI 1;5A` is Ctrl-Up), bracketed paste (delivered whole as `.paste`)
/// and, when `reportsMouse` is on, SGR mouse reports (`CSI < b ; x ; y M`, `m` for a release:
/// presses, releases, drags, moves and wheel notches with their modifiers, as `.mouse`). The
/// terminal's answers to
/// queries — device attributes, XTVERSION, kitty graphics responses, cell and text-area sizes
/// in pixels, the background colour (OSC 11) — become `.reply` events, never keys; other control
/// strings (DCS, APC, OSC, PM, SOS) are read to their end and dropped. Garbage — invalid UTF-8,
/// unknown sequences — is dropped.
///
/// A lone ESC cannot be told from the start of a sequence until more bytes come, so when
/// `isWaitingForEscape` is true the caller waits a little (about 25 ms) and, if nothing
/// arrived, calls `flushPendingEscape()`, which reports the Esc key. A sequence already longer
/// than a key's (`isWaitingForSequence`: a reply split across reads) deserves a longer wait
/// before it is flushed, so that its tail is not taken for keys.
///
/// A value type without I/O; not tied to any thread.
public struct InputDecoder: Sendable {
    /// Whether SGR mouse reports (`CSI < b ; x ; y M` or `m`) become `.mouse` events; when off
    /// they are dropped.
    public var reportsMouse: Bool

    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The longest control string kept while waiting for its end; a longer one is garbage and
    /// dropped whole.
    static let longestControlString = 4096

    /// A decoder with nothing pending.
    public init(reportsMouse: Bool = false) {
        self.reportsMouse = reportsMouse
    }

    /// Whether the bytes held back start with ESC and could be either the Esc key or the start
    /// of a sequence; see `flushPendingEscape()`.
    public var isWaitingForEscape: Bool {
        paste == nil && pending.first == Self.escape
    }

    /// Whether the bytes held back are the unfinished start of a sequence longer than any key's
    /// — a control sequence with parameters or a control string (a reply to a query, most
    /// likely) — which a caller should give longer to complete than a lone ESC.
    public var isWaitingForSequence: Bool {
        guard isWaitingForEscape, pending.count > 2 else { return false }
        return pending[1] == UInt8(ascii: "[") || Self.controlStringIntroducers.contains(pending[1])
    }

    /// Whether a bracketed paste has started and its end has not come yet.
    public var isPasting: Bool {
        paste != nil
    }

    /// Decodes `bytes` (appended to what is pending) into the events they complete.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                let (next, finished) = consumePaste(from: index, into: &events)
                index = next
                if finished { continue } else { break }
            }
            guard case let (event, next)? = decodeOne(at: index) else { break }
            if let event { append(event, to: &events) }
            index = next
        }
        pending.removeFirst(min(index, pending.count))
        return events
    }

    /// Reports a pending lone ESC as the Esc key (ESC followed by one printable byte, such as
    /// `[`, `O` or `P`, as Alt and that key) and drops any other unfinished sequence. Call it when `isWaitingForEscape` has
    /// stayed true for the escape timeout.
    /// An unfinished longer sequence (see `isWaitingForSequence`) is dropped whole.
    public mutating func flushPendingEscape() -> [InputEvent] {
        guard isWaitingForEscape else { return [] }
        defer { pending.removeAll() }
        switch pending.count {
        case 1: return [.key(KeyEvent(.escape))]
        case 2 where (0x20...0x7E).contains(pending[1]):
            return [.key(KeyEvent(.character(Character(Unicode.Scalar(pending[1]))), modifiers: .alt))]
        default: return []
        }
    }

    // MARK: Events

    /// Adds `event`, joining a combining scalar to the character typed just before it.
    private func append(_ event: InputEvent, to events: inout [InputEvent]) {
        if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key,
           case .key(let previous)? = events.last, previous.modifiers.isEmpty, case .character(let base) = previous.key {
            let joined = String(base) + String(character)
            if joined.count == 1 {
                events[events.count - 1] = .key(KeyEvent(.character(Character(joined))))
                return
            }
        }
        events.append(event)
    }

    /// Decodes the event starting at `index`: the event (nil when the bytes are dropped or
    /// only change state) and the index after it, or nil when more bytes are needed.
    private mutating func decodeOne(at index: Int) -> (InputEvent?, Int)? {
        let byte = pending[index]
        if byte == Self.escape { return decodeEscape(at: index) }
        if byte < 0x20 || byte == 0x7F { return (.key(Self.controlKey(byte)), index + 1) }
        guard case let (scalar, next)? = decodeUTF8(at: index) else { return nil }
        guard let scalar else { return (nil, next) }
        return (.key(KeyEvent(.character(Character(scalar)))), next)
    }

    private static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: KeyEvent(.enter)
        case 0x09: KeyEvent(.tab)
        case 0x7F, 0x08: KeyEvent(.backspace)
        case 0x00: .control(" ")
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: .control(Character(Unicode.Scalar(byte + 0x40)))  // Ctrl-\ ] ^ _
        }
    }

    /// Decodes one UTF-8 scalar: nil when the bytes stop inside it; a nil scalar when the
    /// lead byte is invalid (it is dropped, decoding resumes after it).
    private func decodeUTF8(at index: Int) -> (Unicode.Scalar?, Int)? {
        let lead = pending[index]
        let length: Int
        var value: UInt32
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), index + 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; value = 0; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; value = 0x0D; secondRange = 0x80...0x9F
        case 0xF0: length = 4; value = 0; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; value = 4; secondRange = 0x80...0x8F
        default: return (nil, index + 1)
        }
        for offset in 1..<length {
            guard index + offset < pending.count else { return nil }
            let byte = pending[index + offset]
            let valid = offset == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte)
            guard valid else { return (nil, index + offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), index + length)
    }

    // MARK: Escape sequences

    private mutating func decodeEscape(at index: Int) -> (InputEvent?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index + 2)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let key = Self.singleShiftKey(pending[index + 2])
            return (key.map { .key(KeyEvent($0)) }, index + 3)
        case Self.escape:
            return (.key(KeyEvent(.escape)), index + 1)
        case let introducer where Self.controlStringIntroducers.contains(introducer):
            // ESC and an introducer with nothing after them may be Alt and a key or a reply cut
            // short: wait, and let flushPendingEscape() make it the key if nothing follows.
            guard index + 2 < pending.count else { return nil }
            return decodeControlString(introducer, at: index + 2)
        default:
            // Alt-key: ESC before a key.
            guard case let (event, next)? = decodeOne(at: index + 1) else { return nil }
            guard case .key(var key)? = event else { return (nil, next) }
            key.modifiers.insert(.alt)
            return (.key(key), next)
        }
    }

    private static func singleShiftKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// Decodes `CSI params final`, `start` being the index after `ESC [`.
    private mutating func decodeControlSequence(at start: Int) -> (InputEvent?, Int)? {
        var index = start
        while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
        guard index < pending.count else { return nil }
        let final = pending[index]
        guard (0x40...0x7E).contains(final) else {
            // Not a sequence after all: drop what was read, resume at the odd byte.
            return (nil, index)
        }
        let body = pending[start..<index]
        let next = index + 1
        if body.first == UInt8(ascii: "<") {
            return (mouseEvent(parameters: Self.numbers(body.dropFirst()), final: final), next)
        }
        if body.first == UInt8(ascii: "?"), final == UInt8(ascii: "c") {
            return (.reply(.deviceAttributes(Self.numbers(body.dropFirst()))), next)
        }
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return (nil, next) }
        let parameters = Self.numbers(body)
        if final == UInt8(ascii: "t") { return (Self.windowReport(parameters).map { .reply($0) }, next) }
        let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : 1)
        if final == UInt8(ascii: "~") {
            switch parameters.first ?? 0 {
            case 200:
                paste = []
                return (nil, next)
            case 201:
                return (nil, next)
            case let code:
                return (Self.tildeKey(code).map { .key(KeyEvent($0, modifiers: modifiers)) }, next)
            }
        }
        if final == UInt8(ascii: "Z") { return (.key(KeyEvent(.tab, modifiers: .shift)), next) }
        return (Self.singleShiftKey(final).map { .key(KeyEvent($0, modifiers: modifiers)) }, next)
    }

    /// The pixel sizes of `CSI 6 ; h ; w t` and `CSI 4 ; h ; w t`; nil for other window reports.
    private static func windowReport(_ parameters: [Int]) -> TerminalReply? {
        guard parameters.count == 3, parameters[1] > 0, parameters[2] > 0 else { return nil }
        let size = ImageSize(width: parameters[2], height: parameters[1])
        switch parameters[0] {
        case 6: return .cellPixelSize(size)
        case 4: return .textAreaPixelSize(size)
        default: return nil
        }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    /// The numbers of a `;`-separated parameter list; a missing number counts as 0.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { digits in
            digits.reduce(0) { value, digit in
                (0x30...0x39).contains(digit) ? min(value * 10 + Int(digit - 0x30), 1_000_000) : value
            }
        }
    }

    /// The modifiers of an xterm modifier parameter (1 + shift 1 + alt 2 + ctrl 4 + meta 8).
    private static func modifiers(_ parameter: Int) -> KeyModifiers {
        let bits = max(parameter - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// An SGR mouse report as `.mouse`: the button code's low two bits and its 64 and 128 bits
    /// name the button (64: the wheel, 128: buttons 8–11; low bits 3 with no such bit: none),
    /// 4, 8 and 16 are Shift, Alt and Ctrl, 32 is motion; the final `M` is a press (or motion, or
    /// a wheel notch) and `m` a release. Coordinates count from 1. Nil — dropped — when mouse
    /// reports are off or the report is malformed.
    private func mouseEvent(parameters: [Int], final: UInt8) -> InputEvent? {
        let isRelease = final == UInt8(ascii: "m")
        guard reportsMouse, isRelease || final == UInt8(ascii: "M"), parameters.count == 3 else { return nil }
        let code = parameters[0]
        let low = code & 3
        let button: MouseButton?
        switch code & 192 {
        case 0: button = [MouseButton.left, .middle, .right, nil][low]
        case 64: button = [MouseButton.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
        case 128: button = .extra(8 + low)
        default: return nil
        }
        let kind: MouseEvent.Kind
        if code & 192 == 64 {
            guard !isRelease else { return nil }  // some terminals report a notch's "release": nothing happened
            kind = .wheel
        } else if code & 32 != 0 {
            kind = button == nil ? .move : .drag
        } else {
            guard button != nil else { return nil }
            kind = isRelease ? .release : .press
        }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let location = Point(x: max(parameters[1] - 1, 0), y: max(parameters[2] - 1, 0))
        return .mouse(MouseEvent(kind, button: button, at: location, modifiers: modifiers))
    }

    // MARK: Control strings

    /// The bytes after ESC that open a control string: DCS `P`, SOS `X`, OSC `]`, PM `^`, APC `_`.
    private static let controlStringIntroducers: Set<UInt8> = [UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_")]

    /// Decodes a control string opened by `introducer`, `start` being the index after it: up to
    /// the string terminator `ESC \` (or BEL, which ends OSC strings in practice). Replies the
    /// application understands become `.reply` events, the rest is dropped. An ESC that does not
    /// start the terminator ends the string unfinished (dropped) and is decoded afresh.
    private func decodeControlString(_ introducer: UInt8, at start: Int) -> (InputEvent?, Int)? {
        var index = start
        while index < pending.count {
            let byte = pending[index]
            if byte == Self.bell { return (Self.reply(to: introducer, body: pending[start..<index]).map { .reply($0) }, index + 1) }
            if byte == Self.escape {
                guard index + 1 < pending.count else { return nil }
                guard pending[index + 1] == UInt8(ascii: "\\") else { return (nil, index) }
                return (Self.reply(to: introducer, body: pending[start..<index]).map { .reply($0) }, index + 2)
            }
            index += 1
        }
        return pending.count - start > Self.longestControlString ? (nil, pending.count) : nil
    }

    /// The reply a complete control string carries, if it is one the application asks for.
    private static func reply(to introducer: UInt8, body: ArraySlice<UInt8>) -> TerminalReply? {
        switch introducer {
        case UInt8(ascii: "P") where body.starts(with: Array(">|".utf8)):
            return .terminalVersion(printableText(body.dropFirst(2)))
        case UInt8(ascii: "_") where body.first == UInt8(ascii: "G"):
            let parts = body.dropFirst().split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
            let keys = parts.first.map { printableText($0) } ?? ""
            let imageID = keys.split(separator: ",").lazy.compactMap { pair -> Int? in
                pair.hasPrefix("i=") ? Int(pair.dropFirst(2)) : nil
            }.first
            return .kittyGraphics(imageID: imageID, message: parts.count > 1 ? printableText(parts[1]) : "")
        case UInt8(ascii: "]") where body.starts(with: Array("11;".utf8)):
            return ColorSpecification.color(Substring(printableText(body.dropFirst(3)))).map { .backgroundColor($0) }
        default:
            return nil
        }
    }

    /// The printable ASCII of `bytes`; anything else is left out, so that terminal text can be
    /// logged or shown safely.
    private static func printableText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
    }

    // MARK: Bracketed paste

    /// Collects pasted bytes from `index` up to the end marker. Returns the index after the
    /// marker and `true` once it has come (the paste is then delivered), or the index of the
    /// bytes to keep for the next read (a marker maybe split across reads) and `false`.
    private mutating func consumePaste(from index: Int, into events: inout [InputEvent]) -> (Int, Bool) {
        let marker = Self.pasteEnd
        var cursor = index
        while cursor < pending.count {
            if pending[cursor] == Self.escape {
                let available = min(marker.count, pending.count - cursor)
                if pending[cursor..<cursor + available].elementsEqual(marker.prefix(available)) {
                    paste?.append(contentsOf: pending[index..<cursor])
                    guard available == marker.count else { return (cursor, false) }
                    events.append(.paste(Self.pastedText(paste ?? [])))
                    paste = nil
                    return (cursor + marker.count, true)
                }
            }
            cursor += 1
        }
        paste?.append(contentsOf: pending[index..<cursor])
        return (cursor, false)
    }

    /// Pasted bytes as text: line ends (CR, CR LF) made LF, invalid UTF-8 replaced.
    private static func pastedText(_ bytes: [UInt8]) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0D {
                normalized.append(0x0A)
            } else if byte != 0x0A || offset == 0 || bytes[offset - 1] != 0x0D {
                normalized.append(byte)
            }
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
