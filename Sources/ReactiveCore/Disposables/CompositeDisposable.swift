import Synchronization

/// A thread-safe collection of disposables that are disposed together.
///
/// A disposable added after the composite was disposed is disposed at once.
///
/// Safety of `@unchecked Sendable`: the only state is two atomics; the entries that `store`
/// points to sit in a `LockedStorage` (not `Sendable` only because it is a `ManagedBuffer`),
/// and are read and written only while its mutex is held.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    private struct Entries {
        var nextKey: UInt64 = 0
        var disposables: [(key: UInt64, disposable: Disposable)] = []
    }

    private let disposed = Synchronization.Atomic<Bool>(false)
    /// The entries and their lock, made by the first `add` and retained once: many composites —
    /// the lifetime of a producer run that registers nothing — never hold anything, and then
    /// cost no lock.
    private let store = Synchronization.Atomic<Unmanaged<LockedStorage<Entries>>?>(nil)

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// An empty composite.
    public init() {}

    /// A composite that holds `disposables`.
    public convenience init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
        self.init()
        for disposable in disposables { add(disposable) }
    }

    /// A composite that holds the non-nil `disposables`.
    public convenience init<S: Sequence>(_ disposables: S) where S.Element == Disposable? {
        self.init(disposables.compactMap { $0 })
    }

    /// Adds a disposable. Returns a handle that removes it again without disposing it, or nil
    /// if `disposable` was nil or the composite was already disposed (then `disposable` has
    /// been disposed).
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        // Already disposed: no need to make entries that would never hold anything.
        guard !isDisposed else {
            disposable.dispose()
            return nil
        }
        let entries = madeEntries()
        // With the fence in `dispose()`: either this add sees `disposed`, or that dispose sees
        // the store published above and takes the entries under the lock.
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        let key: UInt64? = entries.withLock { entries in
            guard !disposed.load(ordering: .acquiring) else { return nil }
            let key = entries.nextKey
            entries.nextKey += 1
            entries.disposables.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return AnyDisposable { [weak self] in self?.remove(key) }
    }

    /// Adds an action to run when the composite is disposed. Returns a handle that removes it.
    @discardableResult
    public func add(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    private func remove(_ key: UInt64) {
        // Released after the lock: releasing a signal's input observer interrupts the signal,
        // whose observers may come back to this disposable.
        let removed = existingEntries()?.withLock { entries -> Disposable? in
            guard let index = entries.disposables.firstIndex(where: { $0.key == key }) else { return nil }
            return entries.disposables.remove(at: index).disposable
        }
        withExtendedLifetime(removed) {}
    }

    /// The entries, if an `add` has made them.
    private func existingEntries() -> LockedStorage<Entries>? {
        store.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// The entries, made now if no `add` has made them yet.
    private func madeEntries() -> LockedStorage<Entries> {
        if let existing = existingEntries() { return existing }
        let made = Unmanaged.passRetained(LockedStorage.create(Entries()))
        let (exchanged, found) = store.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        guard !exchanged, let found else { return made.takeUnretainedValue() }
        made.release()
        return found.takeUnretainedValue()
    }

    deinit {
        store.load(ordering: .acquiring)?.release()
    }

    /// Disposes every disposable held, in the order they were added.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        guard let entries = existingEntries() else { return }
        let taken = entries.withLock { entries -> [Disposable] in
            defer { entries.disposables = [] }
            return entries.disposables.map(\.disposable)
        }
        for disposable in taken { disposable.dispose() }
    }

    /// Adds `rhs` to `lhs`; see `add(_:)`.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
        lhs.add(rhs)
    }

    /// Adds an action to run when `lhs` is disposed; see `add(_:)`.
    @discardableResult
    public static func += (lhs: CompositeDisposable, rhs: @escaping @Sendable () -> Void) -> Disposable? {
        lhs.add(rhs)
    }
}
