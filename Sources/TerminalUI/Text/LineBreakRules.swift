/// The basic Japanese line-breaking rules (kinsoku shori, after JIS X 4051) that wrapping
/// follows where it may break beside a wide character: closing brackets and quotes, full stops
/// and commas, middle dots, ？ and ！, the prolonged sound mark, iteration marks, small kana and
/// the ellipses never start a line; opening brackets and quotes never end one. The ASCII and
/// half-width forms of the same marks count too, so that "東京(とうきょう)" or "です!" break as
/// their full-width forms would. Pure functions; usable from any thread.
enum LineBreakRules {
    /// Whether a line may not start with `grapheme` (行頭禁則).
    static func cannotStartLine(_ grapheme: Character) -> Bool {
        grapheme.unicodeScalars.first.map { noLineStart.contains($0) } ?? false
    }

    /// Whether a line may not end with `grapheme` (行末禁則).
    static func cannotEndLine(_ grapheme: Character) -> Bool {
        grapheme.unicodeScalars.first.map { noLineEnd.contains($0) } ?? false
    }

    private static let noLineStart = Set([
        // Closing brackets and quotes.
        ")]}»’”）〕］｝〉》」』】〙〗｠｣",
        // Hyphens and the wave dash.
        "‐゠–〜",
        // Question and exclamation marks, colons, semicolons and middle dots.
        "?!‼⁇⁈⁉？！:;：；・･",
        // Full stops and commas.
        ".,。．、，｡､",
        // Iteration marks, the prolonged sound mark, voicing marks.
        "ヽヾゝゞ々〻ーｰ゛゜",
        // Small kana.
        "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯ",
        // Ellipses, which are not split from what they follow.
        "…‥",
    ].joined().unicodeScalars)

    private static let noLineEnd = Set("([{«‘“（〔［｛〈《「『【〘〖｟｢".unicodeScalars)
}
