import Synchronization

/// The part of a signal's core that does not depend on its types: the observer list, the
/// terminal state and the lifetime. Keeping it non-generic means attaching, detaching and
/// deinitialising never look up generic metadata at run time.
///
/// Safety of `@unchecked Sendable`: `state` is read and written only by the thread that
/// currently owns `context` — every method that touches it runs inside the context (directly by
/// its owner, or from its backlog), and `DeliveryContext` hands ownership from one thread to the
/// next with acquire/release ordering. Everything else is immutable or itself thread-safe.
///
/// The state sits behind a pointer owned by the core rather than in stored `var`s: the context
/// already guarantees exclusive access, and stored properties would pay Swift's dynamic
/// exclusivity checks on every event.
@usableFromInline
class SignalCoreBase: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var observers: AttachmentList
        @usableFromInline var isTerminated = false
        @usableFromInline var hasSignalObject = true

        @inlinable
        init(observers: AttachmentList) {
            self.observers = observers
        }
    }

    /// How many attachments fit in the slots allocated with the state: most signals have one
    /// or two observers, and then starting or deriving a signal allocates no observer buffer.
    @usableFromInline static let inlineAttachmentCapacity = 2

    /// Where the inline attachment slots start in the state's allocation, in bytes.
    @inlinable
    static var inlineAttachmentOffset: Int {
        let alignment = MemoryLayout<Attachment>.alignment
        return (MemoryLayout<State>.stride + alignment - 1) / alignment * alignment
    }

    @usableFromInline let context: DeliveryContext
    @usableFromInline let state: UnsafeMutablePointer<State>
    @usableFromInline let lifetime: Lifetime

    @inlinable
    init(context: DeliveryContext) {
        self.context = context
        lifetime = Lifetime(CompositeDisposable())
        // One allocation for the state and the first attachments.
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.inlineAttachmentOffset + Self.inlineAttachmentCapacity * MemoryLayout<Attachment>.stride,
            alignment: Swift.max(MemoryLayout<State>.alignment, MemoryLayout<Attachment>.alignment)
        )
        let inlineSlots = (block + Self.inlineAttachmentOffset)
            .bindMemory(to: Attachment.self, capacity: Self.inlineAttachmentCapacity)
        state = block.bindMemory(to: State.self, capacity: 1)
        state.initialize(to: State(observers: AttachmentList(inlineSlots: inlineSlots, inlineCapacity: Self.inlineAttachmentCapacity)))
    }

    deinit {
        state.pointee.observers.forEach { $0.release() }
        state.pointee.observers.deallocate()
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(state).deallocate()
    }

    /// Adds an attachment, or, if the signal has terminated, gives it back with `false` so the
    /// caller can send `interrupted`. Inside the context only.
    @inlinable
    final func attach(_ attachment: Attachment) -> Bool {
        guard !state.pointee.isTerminated else { return false }
        state.pointee.observers.append(attachment)
        return true
    }

    /// Removes the attachment of `subscription`. Inside the context only.
    @usableFromInline
    final func detach(_ subscription: Subscription) {
        let target = Unmanaged.passUnretained(subscription).toOpaque()
        state.pointee.observers.remove { $0.subscription.toOpaque() == target }?.release()
        releaseIfUnobserved()
    }

    /// Marks the signal terminated and hands its attachments to the caller, who delivers the
    /// terminating event and releases them. Inside the context only. The buffer stays valid
    /// while the core lives: a terminated signal attaches nothing more.
    @usableFromInline
    final func takeAttachmentsForTermination() -> UnsafeBufferPointer<Attachment> {
        state.pointee.isTerminated = true
        return state.pointee.observers.removeAll()
    }

    /// Called when the public `Signal` object goes away.
    @usableFromInline
    final func signalObjectDidDeinit() {
        context.perform { [self] in
            state.pointee.hasSignalObject = false
            releaseIfUnobserved()
        }
    }

    /// Called when the signal's input observer is released: nobody can send to the signal any
    /// more, so it is interrupted unless it has terminated. Any thread; the usual case, a
    /// signal that has terminated, costs no more than entering the context.
    final func inputWasReleased() {
        if context.tryEnter() {
            interruptUnlessTerminated()
            context.leave()
        } else {
            context.enqueue { [self] in interruptUnlessTerminated() }
        }
    }

    private func interruptUnlessTerminated() {
        guard !state.pointee.isTerminated else { return }
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
        guard !state.pointee.hasSignalObject, state.pointee.observers.isEmpty, !state.pointee.isTerminated else {
            return
        }
        state.pointee.isTerminated = true
        lifetime.disposables.dispose()
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
            core.context.perform { [self] in core.detach(self) }
        }
    }
}
