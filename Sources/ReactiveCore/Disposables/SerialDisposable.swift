import Synchronization

/// Holds at most one disposable at a time: setting a new one disposes the previous one.
///
/// After the serial disposable itself is disposed, any disposable assigned to it is disposed at
/// once.
public final class SerialDisposable: Disposable {
    private let current = Locked<Disposable?>(nil)
    private let disposed = Synchronization.Atomic<Bool>(false)

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// A serial disposable holding `disposable`, if any.
    public init(_ disposable: Disposable? = nil) {
        inner = disposable
    }

    /// The disposable currently held. Assigning disposes the previous one.
    public var inner: Disposable? {
        get { current.withLock { $0 } }
        set {
            let previous = current.withLock { current -> Disposable? in
                defer { current = isDisposed ? nil : newValue }
                return current
            }
            previous?.dispose()
            if isDisposed { newValue?.dispose() }
        }
    }

    /// Disposes the held disposable and every one assigned later.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let held = current.withLock { current -> Disposable? in
            defer { current = nil }
            return current
        }
        held?.dispose()
    }
}
