/// Fits text into terminal columns: truncation with "…" and word wrapping, both measured in
/// display columns (a Japanese character takes two). Pure functions; usable from any thread.
///
/// Text is sanitised first (see `TextSanitizer`), so what is measured is exactly what a canvas
/// draws. Line breaks (`\n`, `\r\n`, `\r` and the other Unicode newlines) start new paragraphs.
public enum TextLayout {
    /// The ellipsis that marks cut text.
    public static let ellipsis: Character = "…"

    /// `text` on one line of at most `width` columns: unchanged when it fits, otherwise cut and
    /// ended with "…". Line breaks count as spaces. With `forceEllipsis` the "…" is added even
    /// when the text fits (to say that more follows elsewhere).
    public static func truncate(_ text: String, toWidth width: Int, forceEllipsis: Bool = false) -> String {
        let line = paragraphs(of: text).joined(separator: " ")
        guard width > 0 else { return "" }
        if !forceEllipsis, DisplayWidth.columns(of: line) <= width { return line }
        var result = ""
        var used = 0
        for grapheme in line {
            let columns = DisplayWidth.columns(of: grapheme)
            if used + columns > width - 1 { break }
            result.append(grapheme)
            used += columns
        }
        while result.last == " " { result.removeLast() }
        result.append(ellipsis)
        return result
    }

    /// `text` wrapped into lines of at most `width` columns.
    ///
    /// Lines break after spaces and before or after wide (CJK) characters, following the basic
    /// Japanese rules there (`LineBreakRules`: no line starts with 。、」）ー… and the like, none
    /// ends with 「（ and the like — the character before is carried over instead); a word or run
    /// longer than the line is broken anywhere, still keeping to the rules where it can. Spaces
    /// where a line breaks are dropped. With `maxLines`
    /// above zero, at most that many lines come back and, when text was left out, the last one
    /// is the rest of its paragraph truncated with "…".
    public static func wrap(_ text: String, toWidth width: Int, maxLines: Int = 0) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        let allParagraphs = paragraphs(of: text)
        for (paragraphIndex, paragraph) in allParagraphs.enumerated() {
            let characters = Array(paragraph)
            let ranges = lineRanges(of: characters, width: width, limit: maxLines > 0 ? maxLines - lines.count : nil)
            for (lineIndex, range) in ranges.enumerated() {
                let isLastAllowed = maxLines > 0 && lines.count == maxLines - 1
                let moreFollows = lineIndex < ranges.count - 1 || paragraphIndex < allParagraphs.count - 1
                if isLastAllowed, moreFollows {
                    let rest = String(characters[range.lowerBound...])
                    let hasLaterParagraphs = paragraphIndex < allParagraphs.count - 1
                    lines.append(truncate(rest, toWidth: width, forceEllipsis: hasLaterParagraphs))
                    return lines
                }
                lines.append(String(characters[range]))
            }
        }
        return lines
    }

    /// The sanitised paragraphs of `text`.
    private static func paragraphs(of text: String) -> [String] {
        guard text.contains(where: \.isNewline) else { return [TextSanitizer.sanitize(text)] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { TextSanitizer.sanitize(String($0)) }
    }

    private static func isWide(_ grapheme: Character) -> Bool {
        DisplayWidth.columns(of: grapheme) == 2
    }

    /// Whether a line may break between `before` and `after` though no space separates them:
    /// beside a wide character, unless the rules forbid it.
    private static func mayBreak(between before: Character, and after: Character) -> Bool {
        (isWide(before) || isWide(after)) && keepsRules(between: before, and: after)
    }

    /// Whether a break between `before` and `after` would leave neither where the rules forbid.
    private static func keepsRules(between before: Character, and after: Character) -> Bool {
        !LineBreakRules.cannotEndLine(before) && !LineBreakRules.cannotStartLine(after)
    }

    /// The ranges of `characters` that make up each wrapped line, trailing spaces left out.
    /// With a `limit`, it stops after `limit + 1` lines: enough to tell that more follow.
    private static func lineRanges(of characters: [Character], width: Int, limit: Int?) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var column = 0
        var breakPoint: (end: Int, next: Int)?
        var index = 0

        func endLine(at end: Int, nextStart: Int) {
            var trimmedEnd = end
            while trimmedEnd > lineStart, characters[trimmedEnd - 1] == " " { trimmedEnd -= 1 }
            ranges.append(lineStart..<trimmedEnd)
            lineStart = nextStart
            while lineStart < characters.count, characters[lineStart] == " " { lineStart += 1 }
            column = DisplayWidth.columns(of: String(characters[lineStart..<max(lineStart, index)]))
            breakPoint = nil
        }

        while index < characters.count {
            if let limit, ranges.count > limit { return ranges }
            let grapheme = characters[index]
            let columns = DisplayWidth.columns(of: grapheme)
            if grapheme == " " {
                if column + columns > width {
                    index += 1
                    endLine(at: index - 1, nextStart: index)
                    index = max(index, lineStart)
                    column = 0
                    continue
                }
                column += columns
                index += 1
                breakPoint = (index - 1, index)
                continue
            }
            if index > lineStart, mayBreak(between: characters[index - 1], and: grapheme) { breakPoint = (index, index) }
            if column + columns > width {
                if let point = breakPoint, point.next > lineStart {
                    endLine(at: point.end, nextStart: point.next)
                } else if index == lineStart {
                    index += 1
                    endLine(at: index, nextStart: index)
                } else {
                    let end = forcedBreak(in: characters, from: lineStart, before: index)
                    endLine(at: end, nextStart: end)
                }
                continue
            }
            column += columns
            index += 1
        }
        if lineStart < characters.count || ranges.isEmpty {
            var trimmedEnd = characters.count
            while trimmedEnd > lineStart, characters[trimmedEnd - 1] == " " { trimmedEnd -= 1 }
            ranges.append(lineStart..<trimmedEnd)
        }
        return ranges
    }

    /// Where to break a line from `lineStart` that offers no break before `index`, the first
    /// character that does not fit: the last place before it that keeps the rules (so that a
    /// cut word does not put "」" first on the next line), else `index` itself.
    private static func forcedBreak(in characters: [Character], from lineStart: Int, before index: Int) -> Int {
        var end = index
        while end > lineStart + 1, !keepsRules(between: characters[end - 1], and: characters[end]) { end -= 1 }
        return keepsRules(between: characters[end - 1], and: characters[end]) ? end : index
    }
}
