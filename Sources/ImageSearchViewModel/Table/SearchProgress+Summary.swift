import AppSupport

extension SearchProgress {
    /// A one-line summary of the rows for a status line, in `language`, with counts written by
    /// `counts`: "120 of 500 images", "500 件中 120 件", "No images found"; empty before the
    /// first page arrived.
    func summary(in language: AppLanguage, counts: CountFormatter) -> String {
        guard let totalCount else { return "" }
        guard totalCount > 0 else {
            return language.text(english: "No images found", japanese: "画像は見つかりませんでした")
        }
        let shown = counts.string(from: images.count)
        let total = counts.string(from: totalCount)
        return language.text(
            english: "\(shown) of \(total) \(totalCount == 1 ? "image" : "images")",
            japanese: "\(total) 件中 \(shown) 件")
    }
}
