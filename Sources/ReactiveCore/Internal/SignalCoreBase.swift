import Synchronization

/// The part of a signal's core that does not depend on its types: the observer list, the
/// terminal state and the lifetime. Keeping it non-generic means attaching, detaching and
/// deinitialising never look up generic metadata at run time.
///
/// One object holds everything a signal — or a producer run — needs: the core is the signal's
/// `Lifetime` (a subclass of it) and holds the delivery context inline, unless it shares the
/// context of the root signal it is derived from.
///
/// Safety of `@unchecked Sendable`: `state` is read and written only by the thread that
/// currently owns the delivery context — every method that touches it runs inside the context
/// (directly by its owner, or from its backlog), and `DeliveryContext` hands ownership from one
/// thread to the next with acquire/release ordering. Everything else is immutable or itself
/// thread-safe.
///
/// `state` opts out of Swift's dynamic exclusivity checks, which would otherwise cost a runtime
/// call on every event: the context already guarantees exclusive access.
@usableFromInline
class SignalCoreBase: Lifetime, @unchecked Sendable {
    @usableFromInline typealias Work = DeliveryContext.Work

    @usableFromInline
    struct State {
        @usableFromInline var observers = AttachmentList()
        @usableFromInline var isTerminated = false
        @usableFromInline var hasSignalObject = true

        @inlinable
        init() {}
    }

    /// The delivery context of this core, used unless it shares its root's.
    @usableFromInline final let ownContext = DeliveryContext()
    /// The thread whose `interrupted` waits in the context, or zero: the queued values of other
    /// threads are dropped meanwhile. Written by the interrupting thread, read by the owner.
    @usableFromInline final let queuedInterruptionSender = Synchronization.Atomic<UInt>(0)
    /// The root core whose context this core shares, retained; nil when it uses its own.
    @usableFromInline final let contextOwner: SignalCoreBase?
    @usableFromInline @exclusivity(unchecked) final var state = State()

    /// A core with a delivery context of its own.
    @inlinable
    override init() {
        contextOwner = nil
        super.init()
    }

    /// A core that delivers in the context of `root`, so that it is only ever called while a
    /// signal of that context delivers.
    @inlinable
    init(sharingContextOf root: SignalCoreBase) {
        contextOwner = root.contextOwner ?? root
        super.init()
    }

    /// The core's lifetime: the core itself.
    @inlinable
    final var lifetime: Lifetime { self }

    /// The core whose delivery context this one uses: itself, or its root.
    @inlinable
    final var contextRoot: SignalCoreBase {
        contextOwner ?? self
    }

    /// Takes ownership of the delivery context if nobody holds it; see `DeliveryContext`.
    @inlinable @inline(__always)
    final func tryEnterContext() -> Bool {
        contextOwner?.ownContext.tryEnter() ?? ownContext.tryEnter()
    }

    /// Gives up ownership of the delivery context; see `DeliveryContext`.
    @inlinable @inline(__always)
    final func leaveContext() {
        guard let contextOwner else { return ownContext.leave() }
        contextOwner.ownContext.leave()
    }

    /// Queues `work` in the delivery context; see `DeliveryContext`.
    @inlinable
    final func enqueueInContext(_ work: @escaping Work) {
        guard let contextOwner else { return ownContext.enqueue(work) }
        contextOwner.ownContext.enqueue(work)
    }

    /// Runs `work` in the delivery context, now or after the work queued there.
    @inlinable
    final func performInContext(_ work: @escaping Work) {
        guard let contextOwner else { return ownContext.perform(work) }
        contextOwner.ownContext.perform(work)
    }

    /// Records that `sender` queued `interrupted`; the first interrupting thread counts.
    @usableFromInline
    final func markInterruptionQueued(by sender: UInt) {
        _ = queuedInterruptionSender.compareExchange(expected: 0, desired: sender, ordering: .releasing)
    }

    /// Whether a queued value of `sender` is to be dropped: another thread's interrupt waits
    /// behind it. Inside the context only.
    @inlinable
    final func isOvertakenByInterruption(valueFrom sender: UInt) -> Bool {
        let interrupter = queuedInterruptionSender.load(ordering: .acquiring)
        return interrupter != 0 && interrupter != sender
    }

    deinit {
        state.observers.forEach { $0.release() }
        state.observers.deallocate()
    }

    /// Adds an attachment, or, if the signal has terminated, gives it back with `false` so the
    /// caller can send `interrupted`. Inside the context only.
    @inlinable
    final func attach(_ attachment: Attachment) -> Bool {
        guard !state.isTerminated else { return false }
        state.observers.append(attachment)
        return true
    }

    /// Removes the attachment of `subscription`. Inside the context only.
    @usableFromInline
    final func detach(_ subscription: Subscription) {
        let target = Unmanaged.passUnretained(subscription).toOpaque()
        state.observers.remove { $0.subscription.toOpaque() == target }?.release()
        releaseIfUnobserved()
    }

    /// Marks the signal terminated and hands its attachments to the caller, who delivers the
    /// terminating event, releases them and deallocates the list. Inside the context only.
    @usableFromInline
    final func takeAttachmentsForTermination() -> AttachmentList {
        state.isTerminated = true
        return state.observers.removeAll()
    }

    /// Called when the public `Signal` object goes away.
    @usableFromInline
    final func signalObjectDidDeinit() {
        performInContext { [self] in
            state.hasSignalObject = false
            releaseIfUnobserved()
        }
    }

    /// Called when the signal's input observer is released: nobody can send to the signal any
    /// more, so it is interrupted unless it has terminated. Any thread; the usual case, a
    /// signal that has terminated, costs no more than entering the context.
    final func inputWasReleased() {
        if tryEnterContext() {
            interruptUnlessTerminated()
            leaveContext()
        } else {
            enqueueInContext { [self] in interruptUnlessTerminated() }
        }
    }

    private func interruptUnlessTerminated() {
        guard !state.isTerminated else { return }
        deliverInterruption()
    }

    /// Terminates the signal with `interrupted`. Inside the context only. `SignalCore`, which
    /// knows the event type, provides it.
    func deliverInterruption() {
        preconditionFailure("SignalCore overrides deliverInterruption()")
    }

    /// Nobody can observe a signal without its object, so with no observers left its work is
    /// pointless: end its lifetime, which disposes the generator's resources.
    private func releaseIfUnobserved() {
        guard !state.hasSignalObject, state.observers.isEmpty, !state.isTerminated else {
            return
        }
        state.isTerminated = true
        end()
    }

    /// An observer with the subscription that detaches it.
    ///
    /// The references are unmanaged so that reading an attachment on the hot path costs no
    /// reference counting: an attachment owns one retain of each, taken by `init(retaining:_:)`
    /// and given back by `release()` exactly once — when it is detached, when the signal
    /// terminates, when attaching fails, or when the core is deinitialised. The observer is
    /// stored untyped so that this list stays non-generic; `SignalCore` knows its type.
    @usableFromInline
    struct Attachment: @unchecked Sendable {
        // Safety of `@unchecked Sendable`: both references point to `Sendable` objects (an
        // `Observer` and a `Subscription`); they are only typed `AnyObject` here.
        @usableFromInline let observer: Unmanaged<AnyObject>
        @usableFromInline let subscription: Unmanaged<Subscription>

        @inlinable
        init(retaining observer: AnyObject, _ subscription: Subscription) {
            self.observer = .passRetained(observer)
            self.subscription = .passRetained(subscription)
        }

        @inlinable
        func release() {
            observer.release()
            subscription.release()
        }

        @inlinable @inline(__always)
        var isActive: Bool {
            !subscription._withUnsafeGuaranteedRef { $0.isDisposed }
        }
    }

    /// The handle of one observation. It does not hold the observer, so that disposing releases
    /// the observer as soon as the signal has detached it.
    @usableFromInline
    final class Subscription: Disposable {
        @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
        @usableFromInline weak let core: SignalCoreBase?

        @inlinable
        init(core: SignalCoreBase?) {
            self.core = core
        }

        /// The subscription of observers that stay attached until the signal terminates, such
        /// as the observer of a started producer: it is never disposed, so one instance serves
        /// them all.
        @usableFromInline
        static let permanent = Subscription(core: nil)

        @inlinable
        var isDisposed: Bool { disposed.load(ordering: .acquiring) }

        @usableFromInline
        func dispose() {
            guard !disposed.exchange(true, ordering: .acquiringAndReleasing), let core else { return }
            core.performInContext { [self] in core.detach(self) }
        }
    }
}
