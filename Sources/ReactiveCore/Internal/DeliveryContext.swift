import Synchronization

/// Serialises the work of one or more signals without holding a lock while observers run.
///
/// One thread at a time *owns* a context. The owner runs its own work at once and, before it
/// gives ownership up, every piece of work that other threads — or its own observers,
/// re-entrantly — queued meanwhile, in the order it was queued. Nobody ever waits for an
/// observer to return, so a send from inside an observer, or from a thread that is itself being
/// delivered to, can never deadlock.
///
/// The uncontended path is one compare-and-swap to take ownership and one atomic decrement to
/// give it up; nothing is allocated. The counter follows the "work in progress" drain pattern:
/// it counts the owner's own work plus every queued item, and queued items are appended before
/// they are counted, so the owner finds every counted item in the queue.
///
/// A value stored inline in a signal's core (`SignalCoreBase`), so that a signal costs one
/// object; derived signals use their root's. Thread-safe: its state is atomics and the queued
/// items, handed between threads with the orderings described above.
@usableFromInline
struct DeliveryContext: ~Copyable, Sendable {
    @usableFromInline typealias Work = @Sendable () -> Void

    @usableFromInline let outstanding = Synchronization.Atomic<Int>(0)
    /// The work queued most recently, linked to the work queued before it (a lock-free stack
    /// that the owner takes whole): nil when nothing is queued. Each queued item holds one
    /// retain, given back when it has run. Without a lock, creating a context allocates nothing
    /// besides the context itself.
    let newestQueued = Synchronization.Atomic<Unmanaged<QueuedWork>?>(nil)

    @inlinable init() {}

    /// Takes ownership if nobody holds it. On success the caller must call `leave()`.
    @inlinable @inline(__always)
    func tryEnter() -> Bool {
        outstanding.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Gives up ownership, first running whatever was queued while the caller owned the context.
    @inlinable @inline(__always)
    func leave() {
        let remaining = outstanding.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        if remaining != 0 { drain(accountedFor: remaining) }
    }

    /// Runs `work` now if the context is free, otherwise after the work already queued.
    @inlinable
    func perform(_ work: @escaping Work) {
        if tryEnter() {
            work()
            leave()
        } else {
            enqueue(work)
        }
    }

    /// Queues `work`; if the context turns out to be free, the caller becomes the owner and runs it.
    @usableFromInline
    func enqueue(_ work: @escaping Work) {
        let item = Unmanaged.passRetained(QueuedWork(work))
        var newest = newestQueued.load(ordering: .relaxed)
        while true {
            item._withUnsafeGuaranteedRef { $0.older = newest }
            let (exchanged, found) = newestQueued.compareExchange(
                expected: newest, desired: item, successOrdering: .releasing, failureOrdering: .relaxed
            )
            if exchanged { break }
            newest = found
        }
        if outstanding.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain(accountedFor: 1)
        }
    }

    /// Runs queued work until the counter shows that nothing was queued meanwhile.
    @usableFromInline
    func drain(accountedFor initial: Int) {
        var accounted = initial
        while true {
            runInQueuedOrder(newestQueued.exchange(nil, ordering: .acquiring))
            accounted = outstanding.wrappingSubtract(accounted, ordering: .acquiringAndReleasing).newValue
            if accounted == 0 { return }
        }
    }

    /// Runs the items of a stack taken whole, oldest first, and gives back their retains.
    private func runInQueuedOrder(_ newest: Unmanaged<QueuedWork>?) {
        var oldest: Unmanaged<QueuedWork>?
        var next = newest
        while let item = next {
            next = item._withUnsafeGuaranteedRef { $0.older }
            item._withUnsafeGuaranteedRef { $0.older = oldest }
            oldest = item
        }
        while let item = oldest {
            oldest = item._withUnsafeGuaranteedRef { item in
                item.work()
                return item.older
            }
            item.release()
        }
    }

    /// One piece of queued work and a link to its neighbour on the stack.
    ///
    /// Safety of `@unchecked Sendable`: `older` is written by the queuing thread only before the
    /// item is published with a releasing compare-and-swap, and afterwards only by the owner, who
    /// took the stack with an acquiring exchange; no two threads ever touch it unordered.
    final class QueuedWork: @unchecked Sendable {
        let work: Work
        var older: Unmanaged<QueuedWork>?

        init(_ work: @escaping Work) {
            self.work = work
        }
    }
}
