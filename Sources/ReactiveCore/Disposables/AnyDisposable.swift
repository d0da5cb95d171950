import Synchronization

/// A disposable that runs an action once, on the first `dispose()`.
///
/// Safety of `@unchecked Sendable`: `action` is written only by `dispose()` on the one thread
/// that wins the atomic exchange of `disposed` (and read before that only by `init`), so no two
/// threads ever access it concurrently; the exchange orders the write after initialisation.
public final class AnyDisposable: Disposable, @unchecked Sendable {
    private var action: (@Sendable () -> Void)?
    private let disposed = Synchronization.Atomic<Bool>(false)

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// A disposable that runs `action` the first time it is disposed, on the disposing thread.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    /// A disposable that does nothing but remember that it was disposed.
    public init() {
        action = nil
    }

    /// A disposable that disposes `disposable`.
    public convenience init(_ disposable: Disposable) {
        self.init { disposable.dispose() }
    }

    /// Runs the action if this is the first call, then releases it.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

extension AnyDisposable {
    /// A disposable that has already been disposed, shared: the handle of work that had ended
    /// before anyone could hold a handle to it.
    @usableFromInline
    static let alreadyDisposed: AnyDisposable = {
        let disposable = AnyDisposable()
        disposable.dispose()
        return disposable
    }()
}
