/// One change of an observable array: the elements after the change and the change set that
/// leads to them from the elements before it.
///
/// A new observer of an array's producer first receives the current elements with a change
/// set that inserts all of them (from an empty array), so a consumer can treat every value
/// alike: apply ``changeSet`` to what it shows, or take ``elements`` as they are.
public struct ArrayChange<Element: Sendable>: Sendable {
    /// The elements after the change.
    public let elements: [Element]

    /// The change from the previous elements (in the consumer's view) to ``elements``.
    public let changeSet: ChangeSet

    /// A change that leads to `elements` by `changeSet`.
    public init(elements: [Element], changeSet: ChangeSet) {
        self.elements = elements
        self.changeSet = changeSet
    }
}
