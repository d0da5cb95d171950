import Foundation

/// The recent searches, newest first — what `↑` in the search field brings back, as a shell's
/// history does: at most ``maximumCount``, each once, each a search the server would take (one
/// line, trimmed, not empty, at most ``maximumSearchLength`` characters).
///
/// Its file form is one search per line, newest first, in UTF-8 — a file a person can read and
/// edit. A value; usable from any thread.
public struct SearchHistory: Sendable, Hashable {
    /// The most searches kept.
    public static let maximumCount = 50
    /// The longest search kept, in characters: Pixabay's limit.
    public static let maximumSearchLength = PixabayEndpoint.maximumQueryLength

    /// The searches, newest first.
    public private(set) var searches: [String]

    /// The history of `searches` (newest first), each made one trimmed line and cut to
    /// ``maximumSearchLength``, empty ones and repeats dropped (the newer kept), at most
    /// ``maximumCount``.
    public init(searches: [String] = []) {
        var kept: [String] = []
        for search in searches.compactMap(Self.normalized) where !kept.contains(search) {
            guard kept.count < Self.maximumCount else { break }
            kept.append(search)
        }
        self.searches = kept
    }

    /// The history read from a file's text: one search per line, newest first (see
    /// ``init(searches:)`` for what is kept).
    public init(fileText: String) {
        self.init(searches: fileText.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(String.init))
    }

    /// The file's text: one search per line, newest first.
    public var fileText: String {
        searches.map { $0 + "\n" }.joined()
    }

    /// The history with `search` as its newest entry (an earlier equal one removed, the oldest
    /// dropped beyond ``maximumCount``); unchanged when `search` is empty.
    public func recording(_ search: String) -> SearchHistory {
        SearchHistory(searches: [search] + searches)
    }

    /// `search` on one line — every control or line-breaking character a space — trimmed of
    /// white space and cut to ``maximumSearchLength`` characters; nil when nothing is left.
    public static func normalized(_ search: String) -> String? {
        let oneLine = String(String.UnicodeScalarView(search.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: " "
            default: scalar
            }
        }))
        let trimmed = String(oneLine.trimmingCharacters(in: .whitespaces).prefix(maximumSearchLength)).trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
