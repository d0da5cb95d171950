/// Disposes the disposable it wraps when it is deinitialised — ties a subscription to the
/// lifetime of an object that holds the scoped disposable.
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The wrapped disposable.
    public let inner: Inner

    /// Whether the wrapped disposable has been disposed.
    public var isDisposed: Bool { inner.isDisposed }

    /// Wraps `disposable`.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit {
        inner.dispose()
    }

    /// Disposes the wrapped disposable now.
    public func dispose() {
        inner.dispose()
    }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Wraps any disposable.
    public convenience init(_ disposable: Disposable) {
        self.init(AnyDisposable(disposable))
    }
}

extension ScopedDisposable where Inner == CompositeDisposable {
    /// Adds `rhs` to the wrapped composite; see `CompositeDisposable.add(_:)`.
    @discardableResult
    public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: Disposable?) -> Disposable? {
        lhs.inner.add(rhs)
    }

    /// Adds an action to the wrapped composite; see `CompositeDisposable.add(_:)`.
    @discardableResult
    public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: @escaping @Sendable () -> Void) -> Disposable? {
        lhs.inner.add(rhs)
    }
}

extension ScopedDisposable where Inner == SerialDisposable {
    /// The disposable held by the wrapped serial disposable. Setting it disposes the one it
    /// replaces, as `SerialDisposable.inner` does; thread-safe like it.
    public var inner: Disposable? {
        get { (inner as SerialDisposable).inner }
        set { (inner as SerialDisposable).inner = newValue }
    }
}
