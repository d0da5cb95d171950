/// A thread-safe collection of disposables that are disposed together.
///
/// A disposable added after the composite was disposed is disposed at once.
public final class CompositeDisposable: Disposable {
    @usableFromInline let list = DisposalList()

    /// Whether `dispose()` has been called.
    @inlinable
    public var isDisposed: Bool { list.isDisposed }

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
        list.add(disposable)
    }

    /// Adds an action to run when the composite is disposed. Returns a handle that removes it.
    @discardableResult
    public func add(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    /// Disposes every disposable held, in the order they were added.
    public func dispose() {
        list.dispose()
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
