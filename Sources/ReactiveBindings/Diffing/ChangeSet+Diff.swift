extension ChangeSet {
    /// The minimal change set (fewest deletes plus inserts) that turns `old` into `new`,
    /// computed with Myers' algorithm: O((n + m) + D²) expected time for D edits, linear
    /// memory. Equal arrays give an empty change set. Equatable elements carry no identity, so
    /// the result has deletes and inserts only — no updates or moves.
    @inlinable
    public init<Element: Equatable>(from old: [Element], to new: [Element]) {
        let diff = MyersDiff(old: old, new: new)
        self.init(oldCount: old.count, newCount: new.count, deletes: diff.deletes, inserts: diff.inserts)
    }

    /// The change set that turns `old` into `new` for identifiable elements: identity decides
    /// what is deleted, inserted or moved, equality decides what is updated. The moves are as
    /// few as possible; an element that both moved and changed is a delete plus an insert.
    /// Repeated identities are paired in order of occurrence. O((n + m) + D²) time for D
    /// changed identities when they are few, O((n + m) log(n + m)) otherwise.
    ///
    /// Chosen over the `Equatable` overload whenever the element type is known to be
    /// `Identifiable` at the call site.
    @inlinable
    public init<Element: Identifiable & Equatable>(from old: [Element], to new: [Element]) {
        self = KeyedDiff.changeSet(old: old.map { $0.id }, new: new.map { $0.id }) { old[$0] != new[$1] }
    }

    /// The change set that turns `old` into `new` for elements identified by `key` — for
    /// elements that cannot be `Identifiable` themselves, such as existentials of a protocol:
    /// the key decides what is deleted, inserted or moved, and `isUpdated` (old element, new
    /// element) which kept elements are updated. Otherwise as the `Identifiable` initialiser.
    @inlinable
    public init<Element, Key: Hashable>(
        from old: [Element], to new: [Element], identifiedBy key: (Element) -> Key, isUpdated: (Element, Element) -> Bool
    ) {
        self = KeyedDiff.changeSet(old: old.map(key), new: new.map(key)) { isUpdated(old[$0], new[$1]) }
    }
}
