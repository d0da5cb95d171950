/// Makes text from data safe to draw: nothing in it can move the cursor, change colours, set
/// the window title or otherwise talk to the terminal.
///
/// Every escape sequence is replaced whole by one `replacement` character: CSI (ESC [ or
/// U+009B, up to its final byte), OSC (ESC ] or U+009D, up to BEL or ST), DCS, SOS, PM and APC
/// (ESC P / X / ^ / _ or U+0090 / 98 / 9E / 9F, up to ST), SS2/SS3 with their character, and
/// two-byte ESC sequences. Remaining C0 controls, DEL, C1 controls (U+0080–U+009F) and the
/// bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069, which would reorder the rest of
/// the line) become one `replacement` each; a tab becomes a space. A line break is a control
/// too: callers that wrap split lines first.
///
/// Pure functions; usable from any thread.
public enum TextSanitizer {
    /// The character shown in place of anything removed.
    public static let replacement: Character = "\u{FFFD}"

    /// `text` made safe to draw, as described for the type.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\t" {
                result.append(" ")
                continue
            }
            guard isUnsafe(scalar) else {
                result.append(scalar)
                continue
            }
            result.append("\u{FFFD}")
            skipRestOfSequence(introducedBy: scalar, in: &scalars)
        }
        return String(result)
    }

    /// Whether `scalar` must never reach the terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private enum Sequence {
        case controlSequence, commandString(endsAtBell: Bool), singleShift, escape, single
    }

    private static func kind(introducedBy scalar: Unicode.Scalar, in rest: inout Substring.UnicodeScalarView) -> Sequence {
        switch scalar.value {
        case 0x9B: return .controlSequence
        case 0x9D: return .commandString(endsAtBell: true)
        case 0x90, 0x98, 0x9E, 0x9F: return .commandString(endsAtBell: false)
        case 0x8E, 0x8F: return .singleShift
        case 0x1B: break
        default: return .single
        }
        guard let next = rest.first else { return .single }
        switch next {
        case "[": rest.removeFirst(); return .controlSequence
        case "]": rest.removeFirst(); return .commandString(endsAtBell: true)
        case "P", "X", "^", "_": rest.removeFirst(); return .commandString(endsAtBell: false)
        case "N", "O": rest.removeFirst(); return .singleShift
        default: return .escape
        }
    }

    private static func skipRestOfSequence(introducedBy scalar: Unicode.Scalar, in rest: inout Substring.UnicodeScalarView) {
        switch kind(introducedBy: scalar, in: &rest) {
        case .single:
            return
        case .singleShift:
            if let next = rest.first, (0x20...0x7E).contains(next.value) { rest.removeFirst() }
        case .escape:
            // ESC, intermediate bytes (0x20–0x2F), then one final byte (0x30–0x7E).
            while let next = rest.first, (0x20...0x2F).contains(next.value) { rest.removeFirst() }
            if let next = rest.first, (0x30...0x7E).contains(next.value) { rest.removeFirst() }
        case .controlSequence:
            // Parameter and intermediate bytes (0x20–0x3F), then a final byte (0x40–0x7E). Any
            // other scalar ends the sequence unfinished and is handled on its own.
            while let next = rest.first, (0x20...0x7E).contains(next.value) {
                rest.removeFirst()
                if next.value >= 0x40 { return }
            }
        case .commandString(let endsAtBell):
            // Up to ST (ESC \ or U+009C), or BEL for OSC; the terminator is swallowed too.
            while let next = rest.popFirst() {
                if next.value == 0x9C || (endsAtBell && next.value == 0x07) { return }
                if next.value == 0x1B, rest.first == "\\" {
                    rest.removeFirst()
                    return
                }
            }
        }
    }
}
