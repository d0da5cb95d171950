import ReactiveCore

/// A read-only view of an observable array: it shows the elements and changes of a
/// ``MutableObservableArray`` (or fixed elements) but offers no way to change them. Hand it to
/// code that should observe but not mutate. Thread-safe.
///
/// Lifetime: the view keeps the array's elements alive but not the ``MutableObservableArray``
/// itself; its ``signal`` and producer runs complete when that array deinitialises.
public final class ObservableArray<Element: Sendable>: ObservableArrayProtocol {
    private let storage: ObservableArrayStorage<Element>

    /// A view of `array`'s elements and changes.
    public init(_ array: MutableObservableArray<Element>) {
        storage = array.storage
    }

    /// Fixed elements: the producer sends them and completes; the signal only completes.
    public init(_ elements: [Element]) {
        storage = ObservableArrayStorage(elements)
        storage.complete()
    }

    /// The current elements.
    public var elements: [Element] { storage.elements }

    /// Sends the current elements (as a change that inserts all of them), then every change;
    /// completes when the array can change no more. Same timing as
    /// ``MutableObservableArray/producer``.
    public var producer: SignalProducer<ArrayChange<Element>, Never> { storage.producer }

    /// Sends every change made after observation starts; completes when the array can change
    /// no more.
    public var signal: Signal<ArrayChange<Element>, Never> { storage.signal }
}
