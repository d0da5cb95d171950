/// How results are sorted (`order`): most popular first, or newest first.
enum SearchOrder: String, Sendable, CaseIterable {
    /// By a popularity score from likes, downloads and views.
    case popular
    /// By creation date, newest first.
    case latest
}
