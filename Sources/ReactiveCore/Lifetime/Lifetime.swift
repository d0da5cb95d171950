import Synchronization

/// Represents how long something lives — an object, a signal, the work of a started producer —
/// and runs clean-up when that ends.
///
/// A lifetime ends once, when its token is released or the owner of its composite disposable
/// disposes it. Disposables added after the end are disposed at once. Thread-safe.
///
/// Not final, but not open either: the core of a signal or producer run is its own lifetime, so
/// that a run costs one allocation less. Safety of `@unchecked Sendable`: the lifetime's state
/// is constants, atomics and a `DisposalList`; the core states the safety of its own.
public class Lifetime: @unchecked Sendable {
    /// What ends this lifetime when disposed: a composite given to `init(_:)`, or nil when the
    /// lifetime keeps its own list — the lifetime of a signal or a producer run, which thus
    /// costs one allocation instead of two.
    @usableFromInline final let external: CompositeDisposable?
    @usableFromInline final let ownDisposals = DisposalList()
    private final let endedSignal = AtomicLazyReference<Signal<Never, Never>>()
    /// Set, for the lifetime of a producer run, by an operator that sends the run's `interrupted`
    /// on its scheduler when the lifetime ends (`SchedulerHop`): disposing the run then ends the
    /// lifetime instead of interrupting the run's observer at once.
    @usableFromInline final let interruptionIsScheduled = Synchronization.Atomic<Bool>(false)

    /// Whether the lifetime has ended.
    @inlinable
    public final var hasEnded: Bool { external?.isDisposed ?? ownDisposals.isDisposed }

    /// A lifetime that ends when `disposables` is disposed.
    public init(_ disposables: CompositeDisposable) {
        external = disposables
    }

    /// A lifetime that ends when `token` is deinitialised.
    public convenience init(_ token: Token) {
        self.init(token.disposables)
    }

    /// A lifetime that ends when `end()` is called: the lifetime of a signal or a run.
    @usableFromInline
    init() {
        external = nil
    }

    /// Ends the lifetime, disposing what was added to it. Later calls do nothing.
    @usableFromInline
    final func end() {
        guard let external else { return ownDisposals.dispose() }
        external.dispose()
    }

    /// Adds `disposable` to what the end of the lifetime disposes; see
    /// `CompositeDisposable.add(_:)`.
    @usableFromInline @discardableResult
    final func add(_ disposable: Disposable?) -> Disposable? {
        guard let external else { return ownDisposals.add(disposable) }
        return external.add(disposable)
    }

    /// A signal that completes when the lifetime ends (at once if it already has). Use it with
    /// `take(until:)` to stop work when an object goes away.
    public final var ended: Signal<Never, Never> {
        if let signal = endedSignal.load() { return signal }
        let (signal, observer) = Signal<Never, Never>.pipe()
        let winner = endedSignal.storeIfNil(signal)
        if winner === signal { add(AnyDisposable { observer.sendCompleted() }) }
        return winner
    }

    /// Runs `action` when the lifetime ends (at once, on this thread, if it already has).
    /// Returns a handle that cancels the observation, or nil if it ran at once.
    @discardableResult
    public final func observeEnded(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    /// Disposes `disposable` when `lifetime` ends.
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
        lifetime.add(disposable)
    }

    /// A lifetime together with the token that ends it when the token is deinitialised.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        Token().pairedWithItsLifetime()
    }

    /// A lifetime that has already ended: the token made with it is dropped at once.
    public static let empty: Lifetime = make().lifetime

    /// Ends the lifetime it created when deinitialised. Keep it in the object whose life the
    /// lifetime represents.
    public final class Token: Sendable {
        fileprivate let disposables = CompositeDisposable()

        /// A token for a new lifetime.
        public init() {}

        /// The token with the lifetime it ends.
        fileprivate func pairedWithItsLifetime() -> (lifetime: Lifetime, token: Token) {
            (Lifetime(disposables), self)
        }

        /// Ends the lifetime now, before the token is released.
        public func dispose() {
            disposables.dispose()
        }

        deinit {
            disposables.dispose()
        }
    }
}
