extension MutableObservableArray where Element: Equatable {
    /// Replaces all elements by `newElements`. With `performDiff` the change set is the
    /// minimal difference (Myers' algorithm, see ``ChangeSet``'s `Equatable` initialiser), so
    /// rows that stayed are untouched and a replacement by equal elements delivers nothing;
    /// without it every old element is deleted and every new one inserted. The diff runs under
    /// the array's lock.
    public func replace(with newElements: [Element], performDiff: Bool) {
        let diff: ([Element], [Element]) -> ChangeSet = { ChangeSet(from: $0, to: $1) }
        replace(with: newElements, diffedBy: performDiff ? diff : nil)
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
        let diff: ([Element], [Element]) -> ChangeSet = { ChangeSet(from: $0, to: $1) }
        replace(with: newElements, diffedBy: performDiff ? diff : nil)
    }
}

extension MutableObservableArray {
    /// Replaces all elements, with the change set `diff` computes from the old and new
    /// elements, or a reset without `diff`.
    func replace(with newElements: [Element], diffedBy diff: (([Element], [Element]) -> ChangeSet)?) {
        storage.mutate { elements in
            let changeSet = diff?(elements, newElements) ?? .reset(oldCount: elements.count, newCount: newElements.count)
            elements = newElements
            return ((), changeSet)
        }
    }
}
