import PropertyBased

/// One thing the user does with the search field in a state-machine run — or another running
/// copy of the app searching, which writes the same history file.
enum SearchFieldStep: Sendable, Hashable, CustomStringConvertible {
    /// `/`: the field opens with the words searched.
    case open
    /// A character typed (the field's limit applies).
    case type(Character)
    /// A word typed whole: `w` and a number, so that runs fill the history past its 50.
    case typeWord(Int)
    /// Backspace.
    case backspace
    /// ↑.
    case up
    /// ↓.
    case down
    /// Enter: a search for the words in the field, which closes.
    case enter
    /// Esc: the field closes, nothing searched.
    case escape
    /// Another copy of the app searches for `other` and this number.
    case otherCopySearches(Int)

    var description: String {
        switch self {
        case .open: "/"
        case let .type(character): "type \"\(character)\""
        case let .typeWord(number): "type \"w\(number)\""
        case .backspace: "Backspace"
        case .up: "↑"
        case .down: "↓"
        case .enter: "Enter"
        case .escape: "Esc"
        case let .otherCopySearches(number): "another copy searches \"other \(number)\""
        }
    }

    /// Steps in the proportions of a user who opens the field, moves through the history, edits a
    /// little and searches, now and then with another copy of the app running.
    static let generator = Gen<SearchFieldStep>.frequency(
        (8, Gen.always(SearchFieldStep.open)),
        (6, Gen.int(in: 0...3).map { SearchFieldStep.type(Array("ab 山")[$0]) }),
        (6, Gen.int(in: 0...69).map(SearchFieldStep.typeWord)),
        (3, Gen.always(SearchFieldStep.backspace)),
        (12, Gen.always(SearchFieldStep.up)),
        (8, Gen.always(SearchFieldStep.down)),
        (8, Gen.always(SearchFieldStep.enter)),
        (3, Gen.always(SearchFieldStep.escape)),
        (2, Gen.int(in: 0...9).map(SearchFieldStep.otherCopySearches))
    )
}
