extension MutableObservableArray where Element: Equatable {
    /// Replaces all elements by `newElements`. With `performDiff` the change set is the
    /// minimal difference (Myers' algorithm, see ``ChangeSet``'s `Equatable` initialiser), so
    /// rows that stayed are untouched and a replacement by equal elements delivers nothing;
    /// without it every old element is deleted and every new one inserted. The diff runs under
    /// the array's lock.
    public func replace(with newElements: [Element], performDiff: Bool) {
        replace(with: newElements, diffedBy: { performDiff ? ChangeSet(from: $0, to: $1) : .reset(oldCount: $0.count, newCount: $1.count) })
    }
}

// Overloads are chosen at compile time: the `ChangeSet(from:to:)` written in the `Equatable`
// extension always diffs by equality, so identifiable elements need an overload of their own.
extension MutableObservableArray where Element: Identifiable & Equatable {
    /// Replaces all elements by `newElements`. With `performDiff` identity decides which rows
    /// are deleted, inserted or moved, and equality which are updated (see ``ChangeSet``'s
    /// `Identifiable` initialiser); a replacement by equal elements delivers nothing. Without
    /// it every old element is deleted and every new one inserted. The diff runs under the
    /// array's lock.
    public func replace(with newElements: [Element], performDiff: Bool) {
        replace(with: newElements, diffedBy: { performDiff ? ChangeSet(from: $0, to: $1) : .reset(oldCount: $0.count, newCount: $1.count) })
    }
}

extension MutableObservableArray {
    /// Replaces all elements by `newElements` with a diff by identity: `key` identifies an
    /// element (deleted, inserted or moved by key), and `isUpdated` (old element, new element)
    /// says which kept elements changed. For elements that cannot be `Identifiable` themselves,
    /// such as existentials of a protocol. The diff runs under the array's lock.
    public func replace<Key: Hashable>(
        with newElements: [Element], identifiedBy key: (Element) -> Key, isUpdated: (Element, Element) -> Bool
    ) {
        replace(with: newElements, diffedBy: { ChangeSet(from: $0, to: $1, identifiedBy: key, isUpdated: isUpdated) })
    }

    /// Replaces all elements, with the change set `diff` computes from the old and new elements.
    func replace(with newElements: [Element], diffedBy diff: ([Element], [Element]) -> ChangeSet) {
        storage.mutate { elements in
            let changeSet = diff(elements, newElements)
            elements = newElements
            return ((), changeSet)
        }
    }
}
