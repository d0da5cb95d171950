/// The search field's recall of recent searches, as a shell's history works: ↑ brings back the
/// last search, ↑ again the one before, ↓ goes forward, and ↓ past the newest brings back the
/// words the user had in the field.
///
/// Made when the field opens (``ImageSearchTableViewModeling/makeSearchField()``), holding the
/// recent searches as they were then; searches equal to the user's own words are passed over, so
/// that ↑ always changes what the field shows. Changes made to a recalled search are dropped when
/// ↑ or ↓ moves on.
///
/// Threading: main queue only (a field on screen, changed by its keys). Lifetime: independent of
/// the list's view model.
public protocol SearchFieldViewModeling: AnyObject, Sendable {
    /// The recent searches, newest first, as they were when the field opened; empty when there
    /// are none or the history is off.
    var recentSearches: [String] { get }

    /// ↑: the search older than the one shown — the newest when the field shows the user's own
    /// words, `text` (which are kept for ↓). Nil at the oldest, or without history: the field
    /// keeps its text.
    func older(than text: String) -> String?

    /// ↓: the search newer than the one shown, or the user's own words once past the newest. Nil
    /// while the field shows the user's own words: it keeps its text.
    func newer() -> String?
}
