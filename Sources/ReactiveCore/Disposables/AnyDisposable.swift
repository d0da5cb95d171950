import Synchronization

/// A disposable that runs an action once, on the first `dispose()`.
public final class AnyDisposable: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>
    private let disposed = Atomic<Bool>(false)

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// A disposable that runs `action` the first time it is disposed, on the disposing thread.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// A disposable that does nothing but remember that it was disposed.
    public init() {
        self.action = Locked(nil)
    }

    /// A disposable that disposes `disposable`.
    public convenience init(_ disposable: Disposable) {
        self.init { disposable.dispose() }
    }

    /// Runs the action if this is the first call.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }
}
