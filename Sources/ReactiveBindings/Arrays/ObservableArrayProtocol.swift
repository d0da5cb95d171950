import ReactiveCore

/// An array whose changes can be observed, each as the new elements plus a ``ChangeSet``.
///
/// Threading: conforming types are thread-safe. Observers of ``signal`` and of the runs of
/// ``producer`` receive one change at a time, in the order the changes were made, whatever
/// threads made them; a change made from inside an observer is delivered after the current
/// one. ``elements`` always reads the latest elements, which may be ahead of the change being
/// delivered.
public protocol ObservableArrayProtocol<Element>: AnyObject, Sendable {
    /// The type of the elements.
    associatedtype Element: Sendable

    /// The current elements.
    var elements: [Element] { get }

    /// Sends the current elements (as a change that inserts all of them), then every change;
    /// completes when the array can change no more. Starting it never misses nor repeats a
    /// change.
    var producer: SignalProducer<ArrayChange<Element>, Never> { get }

    /// Sends every change made after observation starts; completes when the array can change
    /// no more.
    var signal: Signal<ArrayChange<Element>, Never> { get }
}

extension ObservableArrayProtocol {
    /// The number of elements.
    public var count: Int { elements.count }

    /// True if there are no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The element at `index`, which must be in range.
    public subscript(index: Int) -> Element { elements[index] }
}
