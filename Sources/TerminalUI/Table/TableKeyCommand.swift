/// What a key does in a table: the keys of a terminal list (arrows, vi's j/k/g/G, the paging
/// keys, Enter). Values only.
enum TableKeyCommand: Hashable {
    case previousRow
    case nextRow
    case previousPage
    case nextPage
    case firstRow
    case lastRow
    case activate

    /// The command of `event`, or nil when a table does not use the key. Keys held with Ctrl or
    /// Alt are left to others.
    init?(_ event: KeyEvent) {
        guard event.modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        switch event.key {
        case .up, .character("k"): self = .previousRow
        case .down, .character("j"): self = .nextRow
        case .pageUp: self = .previousPage
        case .pageDown: self = .nextPage
        case .home, .character("g"): self = .firstRow
        case .end, .character("G"): self = .lastRow
        case .enter: self = .activate
        default: return nil
        }
    }
}
