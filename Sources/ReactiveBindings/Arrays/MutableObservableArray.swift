import ReactiveCore

/// An array that tells its observers about every change, with a ``ChangeSet``. Thread-safe.
///
/// Every mutation updates the elements at once — ``elements`` reads the latest state from any
/// thread — and delivers one ``ArrayChange`` to the observers of ``signal`` and of the runs of
/// ``producer``. Mutations from several threads are serialised; their changes are delivered
/// one at a time, in the order they were made, each with the elements as they were right after
/// it. Mutating the array from inside one of its observers is safe: that change is delivered
/// after the current one. A mutation that changes nothing (an empty change set) delivers
/// nothing.
///
/// Lifetime: ``signal`` and the runs of ``producer`` complete when the array deinitialises;
/// they do not keep it alive. ``lifetime`` ends then too.
///
/// ```swift
/// let names = MutableObservableArray(["Ada"])
/// names.producer.startWithValues { change in print(change.elements, change.changeSet.inserts) }
/// names.append("Grace")   // prints ["Ada", "Grace"] [1]
/// ```
public final class MutableObservableArray<Element: Sendable>: ObservableArrayProtocol {
    @usableFromInline let storage: ObservableArrayStorage<Element>
    private let token: Lifetime.Token

    /// Ends when the array deinitialises.
    public let lifetime: Lifetime

    /// An array holding `elements`.
    public init(_ elements: [Element] = []) {
        storage = ObservableArrayStorage(elements)
        (lifetime, token) = Lifetime.make()
    }

    deinit {
        storage.complete()
    }

    /// The current elements.
    @inlinable
    public var elements: [Element] { storage.elements }

    /// Sends the current elements (as a change that inserts all of them), then every change;
    /// completes when the array deinitialises. The first value is sent synchronously by
    /// `start`, unless a change is being delivered at that moment (on another thread, or
    /// `start` is called from an observer): it then follows that delivery, in order.
    public var producer: SignalProducer<ArrayChange<Element>, Never> { storage.producer }

    /// Sends every change made after observation starts; completes when the array
    /// deinitialises.
    public var signal: Signal<ArrayChange<Element>, Never> { storage.signal }

    /// The element at `index`, which must be in range. Setting it delivers an update of that
    /// index.
    @inlinable
    public subscript(index: Int) -> Element {
        get { elements[index] }
        set {
            storage.mutate { elements in
                elements[index] = newValue
                return ((), ChangeSet(oldCount: elements.count, newCount: elements.count, updates: [index]))
            }
        }
    }

    /// Adds `element` at the end.
    @inlinable
    public func append(_ element: Element) {
        storage.mutate { elements in
            elements.append(element)
            return ((), ChangeSet(oldCount: elements.count - 1, newCount: elements.count, inserts: [elements.count - 1]))
        }
    }

    /// Adds `newElements` at the end, as one change.
    @inlinable
    public func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        storage.mutate { elements in
            let oldCount = elements.count
            elements.append(contentsOf: newElements)
            return ((), ChangeSet(oldCount: oldCount, newCount: elements.count, inserts: Array(oldCount..<elements.count)))
        }
    }

    /// Inserts `element` at `index`, which must be in `0...count`.
    @inlinable
    public func insert(_ element: Element, at index: Int) {
        storage.mutate { elements in
            elements.insert(element, at: index)
            return ((), ChangeSet(oldCount: elements.count - 1, newCount: elements.count, inserts: [index]))
        }
    }

    /// Removes and returns the element at `index`, which must be in range.
    @inlinable @discardableResult
    public func remove(at index: Int) -> Element {
        storage.mutate { elements in
            let removed = elements.remove(at: index)
            return (removed, ChangeSet(oldCount: elements.count + 1, newCount: elements.count, deletes: [index]))
        }
    }

    /// Removes every element, as one change.
    @inlinable
    public func removeAll() {
        storage.mutate { elements in
            let oldCount = elements.count
            elements.removeAll()
            return ((), ChangeSet.reset(oldCount: oldCount, newCount: 0))
        }
    }

    /// Moves the element at `from` so that it ends up at index `to` (both in range); the
    /// change set holds one move from `from` to `to`. Moving an element onto itself delivers
    /// nothing.
    @inlinable
    public func move(from: Int, to: Int) {
        storage.mutate { elements in
            elements.insert(elements.remove(at: from), at: to)
            let changeSet = from == to
                ? nil
                : ChangeSet(oldCount: elements.count, newCount: elements.count, moves: [.init(from: from, to: to)])
            return ((), changeSet)
        }
    }

    /// Replaces all elements by `newElements`, as a change that deletes every old element and
    /// inserts every new one. To keep the rows that did not change, use
    /// `replace(with:performDiff:)` (for `Equatable` or `Identifiable` elements).
    public func replace(with newElements: [Element]) {
        replace(with: newElements, diffedBy: { .reset(oldCount: $0.count, newCount: $1.count) })
    }

    /// Runs `body` on a batch that records its mutations, and delivers them as one change.
    ///
    /// The change set relates every element before the batch to its place after it, so rows
    /// that `body` shifted around are moves and rows it assigned to are updates (an assigned
    /// row that also moved is a delete plus an insert). `body` runs under the array's lock: it
    /// must not access the array, and other threads' mutations wait for it. Returns `body`'s
    /// result.
    @discardableResult
    public func batchUpdate<Result>(_ body: (inout ArrayBatch<Element>) -> Result) -> Result {
        storage.mutate { elements in
            var batch = ArrayBatch(elements)
            let result = body(&batch)
            elements = batch.elements
            return (result, batch.changeSet)
        }
    }
}
