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
        var base = old ?? .plain
        var parameters: [Int] = []
        if old == nil || !base.attributes.isSubset(of: new.attributes) {
            parameters.append(0)
            base = .plain
        }
        let added = new.attributes.subtracting(base.attributes)
        for (attribute, code) in [(TextAttributes.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9)]
        where added.contains(attribute) {
            parameters.append(code)
        }
        if new.foreground != base.foreground { new.foreground.appendParameters(background: false, to: &parameters) }
        if new.background != base.background { new.background.appendParameters(background: true, to: &parameters) }
        guard !parameters.isEmpty else { return }
        append(0x1B)
        append(UInt8(ascii: "["))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { append(UInt8(ascii: ";")) }
            appendDecimal(parameter)
        }
        append(UInt8(ascii: "m"))
    }
}

extension Color {
    /// Appends the SGR parameters selecting this colour as foreground or background.
    func appendParameters(background: Bool, to parameters: inout [Int]) {
        let offset = background ? 10 : 0
        switch self {
        case .default:
            parameters.append(39 + offset)
        case .indexed(let index) where index < 8:
            parameters.append(30 + offset + Int(index))
        case .indexed(let index) where index < 16:
            parameters.append(90 + offset + Int(index) - 8)
        case .indexed(let index):
            parameters += [38 + offset, 5, Int(index)]
        case .rgb(let red, let green, let blue):
            parameters += [38 + offset, 2, Int(red), Int(green), Int(blue)]
        }
    }
}
