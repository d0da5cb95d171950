import Foundation

/// What the search field and the history should be after the steps of a state-machine run, in
/// the plainest terms: the shell's rules for ↑ and ↓, the history's rules for what it keeps.
struct SearchFieldReferenceModel {
    /// The most characters the field takes.
    static let fieldLimit = 100

    /// The searches kept, newest first.
    private(set) var history: [String] = []
    /// The words of the last search.
    private(set) var searched = ""
    /// The field's text; nil while it is closed.
    private(set) var field: String?
    /// The searches the open field goes through with ↑ (those unlike the user's words), and
    /// where it is: nil on the user's own words.
    private var browsed: [String] = []
    private var position: Int?
    private var ownWords = ""
    /// The history as it was when the field opened.
    private var historyWhenOpened: [String] = []

    /// Keeps `search`: trimmed, not empty, first, once, at most 50.
    mutating func record(_ search: String) {
        let search = search.trimmingCharacters(in: .whitespaces)
        guard !search.isEmpty else { return }
        history = Array(([search] + history.filter { $0 != search }).prefix(50))
    }

    mutating func open() {
        guard field == nil else { return }
        field = searched
        historyWhenOpened = history
        position = nil
    }

    mutating func type(_ text: String) {
        guard let current = field else { return }
        field = String((current + text).prefix(Self.fieldLimit))
    }

    mutating func backspace() {
        guard let current = field, !current.isEmpty else { return }
        field = String(current.dropLast())
    }

    mutating func up() {
        guard let current = field else { return }
        let next: Int
        if let shown = position {
            next = shown + 1
        } else {
            browsed = historyWhenOpened.filter { $0 != current }
            ownWords = current
            next = 0
        }
        guard next < browsed.count else { return }
        position = next
        field = browsed[next]
    }

    mutating func down() {
        guard field != nil, let shown = position else { return }
        if shown == 0 {
            position = nil
            field = ownWords
        } else {
            position = shown - 1
            field = browsed[shown - 1]
        }
    }

    mutating func enter() {
        guard let current = field else { return }
        let words = current.trimmingCharacters(in: .whitespaces)
        searched = words
        record(words)
        field = nil
    }

    mutating func escape() {
        field = nil
    }
}
