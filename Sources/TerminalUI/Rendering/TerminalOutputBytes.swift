/// Appending the control sequences and text the renderer and the terminal write. Pure; usable
/// from any thread.
extension Array where Element == UInt8 {
    /// Appends `ESC [ parameters final`.
    mutating func appendControlSequence(_ parameters: String, final: Unicode.Scalar) {
        append(0x1B)
        append(UInt8(ascii: "["))
        append(contentsOf: parameters.utf8)
        append(UInt8(final.value))
    }

    /// Appends `ESC [ count final`, leaving the count out when it is 1 (its default).
    mutating func appendControlSequence(_ count: Int, final: Unicode.Scalar) {
        append(0x1B)
        append(UInt8(ascii: "["))
        if count != 1 { appendDecimal(count) }
        append(UInt8(final.value))
    }

    /// Appends the CUP sequence that puts the cursor at `point` (zero-based).
    mutating func appendCursorPosition(_ point: Point) {
        append(0x1B)
        append(UInt8(ascii: "["))
        if point != .zero {
            appendDecimal(point.y + 1)
            if point.x != 0 {
                append(UInt8(ascii: ";"))
                appendDecimal(point.x + 1)
            }
        }
        append(UInt8(ascii: "H"))
    }

    /// Appends `value` in decimal digits.
    mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends the UTF-8 of `grapheme`, or of U+FFFD when it holds anything that could talk
    /// to the terminal (a last guard for cells set directly rather than through `write`).
    mutating func appendSafeGrapheme(_ grapheme: Character) {
        if let ascii = grapheme.asciiValue {
            append(ascii >= 0x20 && ascii != 0x7F ? ascii : 0x3F)
        } else if grapheme.unicodeScalars.contains(where: TextSanitizer.isUnsafe) {
            append(contentsOf: "\u{FFFD}".utf8)
        } else {
            append(contentsOf: grapheme.utf8)
        }
    }

    /// Appends the SGR sequence that changes the rendition from `old` (unknown when nil) to
    /// `new`: a reset first when an attribute must be turned off, then only what differs.
    mutating func appendRenditionChange(from old: Style?, to new: Style) {
        let start = count
        append(0x1B)
        append(UInt8(ascii: "["))
        var base = old ?? .plain
        if old == nil || !base.attributes.isSubset(of: new.attributes) {
            appendParameter(0, after: start)
            base = .plain
        }
        let added = new.attributes.subtracting(base.attributes)
        if !added.isEmpty {
            for (attribute, code) in Self.attributeCodes where added.contains(attribute) {
                appendParameter(code, after: start)
            }
        }
        if new.foreground != base.foreground { appendColor(new.foreground, background: false, after: start) }
        if new.background != base.background { appendColor(new.background, background: true, after: start) }
        if count == start + 2 {
            removeLast(2)
        } else {
            append(UInt8(ascii: "m"))
        }
    }

    private static let attributeCodes: [(TextAttributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9)]

    /// Appends an SGR parameter of the sequence begun at `start` (`ESC [`), with a separator
    /// unless it is the first.
    private mutating func appendParameter(_ value: Int, after start: Int) {
        if count > start + 2 { append(UInt8(ascii: ";")) }
        appendDecimal(value)
    }

    /// Appends the SGR parameters selecting `color` as foreground or background.
    private mutating func appendColor(_ color: Color, background: Bool, after start: Int) {
        let offset = background ? 10 : 0
        switch color {
        case .default:
            appendParameter(39 + offset, after: start)
        case .indexed(let index) where index < 8:
            appendParameter(30 + offset + Int(index), after: start)
        case .indexed(let index) where index < 16:
            appendParameter(90 + offset + Int(index) - 8, after: start)
        case .indexed(let index):
            appendParameter(38 + offset, after: start)
            appendParameter(5, after: start)
            appendParameter(Int(index), after: start)
        case .rgb(let red, let green, let blue):
            appendParameter(38 + offset, after: start)
            appendParameter(2, after: start)
            appendParameter(Int(red), after: start)
            appendParameter(Int(green), after: start)
            appendParameter(Int(blue), after: start)
        }
    }
}
