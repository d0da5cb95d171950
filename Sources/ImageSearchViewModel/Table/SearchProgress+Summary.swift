import AppSupport

extension SearchProgress {
    /// A one-line summary of the rows for a status line, in `language`, with counts written by
    /// `counts`: "120 of 500 images", "500 件中 120 件", "No images found"; when more images
    /// match than the server lets a search reach, the matches and the reachable number: "500 of
    /// 1,000 images (the first 500 can be shown)". Empty before the first page arrived.
    func summary(in language: AppLanguage, counts: CountFormatter) -> String {
        guard let totalCount else { return "" }
        guard totalCount > 0 else {
            return language.text(english: "No images found", japanese: "画像は見つかりませんでした")
        }
        let shown = counts.string(from: images.count)
        let matches = max(matchCount ?? totalCount, totalCount)
        let total = counts.string(from: matches)
        let summary = language.text(
            english: "\(shown) of \(total) \(matches == 1 ? "image" : "images")",
            japanese: "\(total) 件中 \(shown) 件")
        guard matches > totalCount else { return summary }
        let reachable = counts.string(from: totalCount)
        return summary + language.text(english: " (the first \(reachable) can be shown)", japanese: "（表示できるのは最初の \(reachable) 件）")
    }
}
