/// The mutations of one ``MutableObservableArray/batchUpdate(_:)``: an array-like value that
/// remembers where each original element went and which elements were assigned, so that the
/// whole batch becomes one ``ChangeSet``.
///
/// It exists only for the duration of the batch, on the thread that runs it.
public struct ArrayBatch<Element> {
    /// The elements as the batch has left them so far.
    public private(set) var elements: [Element]
    /// For each element, a tag naming it: 0..<n for the original elements, then fresh ones.
    private var tags: [Int]
    private var nextTag: Int
    private var assignedTags: Set<Int> = []
    private let originalCount: Int

    init(_ elements: [Element]) {
        self.elements = elements
        tags = Array(elements.indices)
        nextTag = elements.count
        originalCount = elements.count
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `index`, which must be in range. Assigning marks it as updated.
    public subscript(index: Int) -> Element {
        get { elements[index] }
        set {
            elements[index] = newValue
            assignedTags.insert(tags[index])
        }
    }

    /// Adds `element` at the end.
    public mutating func append(_ element: Element) {
        insert(element, at: elements.count)
    }

    /// Adds `newElements` at the end.
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements { append(element) }
    }

    /// Inserts `element` at `index`, which must be in `0...count`.
    public mutating func insert(_ element: Element, at index: Int) {
        elements.insert(element, at: index)
        tags.insert(nextTag, at: index)
        nextTag += 1
    }

    /// Removes and returns the element at `index`, which must be in range.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        tags.remove(at: index)
        return elements.remove(at: index)
    }

    /// Removes every element.
    public mutating func removeAll() {
        elements.removeAll()
        tags.removeAll()
    }

    /// Moves the element at `from` so that it ends up at index `to` (both in range).
    public mutating func move(from: Int, to: Int) {
        elements.insert(elements.remove(at: from), at: to)
        tags.insert(tags.remove(at: from), at: to)
    }

    /// Replaces all elements by `newElements`: the original ones are all deleted.
    public mutating func replace(with newElements: [Element]) {
        removeAll()
        append(contentsOf: newElements)
    }

    /// The change from the elements before the batch to ``elements``.
    var changeSet: ChangeSet {
        let tags = tags
        let assignedTags = assignedTags
        return KeyedDiff.changeSet(old: Array(0..<originalCount), new: tags) { _, new in
            assignedTags.contains(tags[new])
        }
    }
}
