import Synchronization

/// The disposables that a `CompositeDisposable` or a `Lifetime` disposes together, without an
/// object of its own: the owner stores it inline, so that a lifetime costs one allocation.
///
/// A disposable added after `dispose()` is disposed at once. Thread-safe.
///
/// Safety of `@unchecked Sendable`: the only state is two atomics; the entries that `store`
/// points to — made by the first `add`, since many lists (the lifetime of a producer run that
/// registers nothing) never hold anything and then cost no lock — sit in a `LockedStorage`
/// (not `Sendable` only because it is a `ManagedBuffer`) and are read and written only while
/// its mutex is held.
@usableFromInline
struct DisposalList: ~Copyable, @unchecked Sendable {
    struct Entries: Sendable {
        var nextKey: UInt64 = 0
        var disposables: [(key: UInt64, disposable: any Disposable)] = []
    }

    @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
    /// The entries and their lock, retained once; nil until the first `add`.
    private let store = Synchronization.Atomic<Unmanaged<LockedStorage<Entries>>?>(nil)

    @usableFromInline
    init() {}

    deinit {
        store.load(ordering: .acquiring)?.release()
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Adds `disposable`. Returns a handle that removes it again without disposing it, or nil
    /// if `disposable` was nil or the list was already disposed (then `disposable` has been
    /// disposed). The handle holds the entries, not their owner, so that a lifetime or a
    /// signal's core is never weakly referenced (which would slow down its reference counting).
    @usableFromInline
    func add(_ disposable: Disposable?) -> Disposable? {
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
        let held = Locked(sharing: entries)
        return AnyDisposable {
            // Released after the lock: releasing a signal's input observer interrupts the
            // signal, whose observers may come back to this list.
            let removed = held.withLock { entries -> Disposable? in
                guard let index = entries.disposables.firstIndex(where: { $0.key == key }) else { return nil }
                return entries.disposables.remove(at: index).disposable
            }
            withExtendedLifetime(removed) {}
        }
    }

    /// Disposes every disposable held, in the order they were added; later calls do nothing.
    @usableFromInline
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        guard let entries = existingEntries() else { return }
        let taken = entries.withLock { entries -> [Disposable] in
            defer { entries.disposables = [] }
            return entries.disposables.map(\.disposable)
        }
        for disposable in taken { disposable.dispose() }
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
}
