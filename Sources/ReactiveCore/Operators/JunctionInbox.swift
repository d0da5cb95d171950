import Synchronization

/// Where the inputs of one junction output send their items: into the funnel, or — when the
/// sender is the thread that is running the junction's handler — into a queue that the handler
/// empties before it returns.
///
/// Why: an input that sends while the handler runs on the same thread (an inner producer that
/// `flatten` starts and that sends at once, an output observer that sends back into an input)
/// would otherwise queue each item in the funnel's delivery context, one allocation per item.
/// Here the items wait in a reused buffer, and they are handled in the same order, after the
/// item that caused them. Items from any other thread go through the funnel as before.
///
/// The inbox does not hold the funnel's input: the inputs do (through `entrance(to:)`), so that
/// the funnel is interrupted once every input has let go of it.
///
/// Safety of `@unchecked Sendable`: `queued` is touched only by the thread named in
/// `handlingThread`, while it runs the handler. That thread writes its own id before handling
/// and zero after; it reads its own writes in program order, while every other thread reads a
/// value that is not its own id (zero or another thread's), and so never touches `queued`.
@usableFromInline
final class JunctionInbox<Item: Sendable>: @unchecked Sendable {
    /// The thread running the handler, or zero.
    @usableFromInline let handlingThread = Synchronization.Atomic<UInt>(0)
    /// Items sent by the handling thread while it handles; emptied before it stops handling.
    @usableFromInline @exclusivity(unchecked) var queued = FIFOQueue<Item>()

    @inlinable
    init() {}

    /// The observer that the inputs send to: items go to `funnel` unless the handling thread
    /// sends them.
    @inlinable
    func entrance(to funnel: Signal<Item, Never>.Observer) -> Signal<Item, Never>.Observer {
        Signal<Item, Never>.Observer { [self] event in
            if case let .value(item) = event, handlingThread.load(ordering: .relaxed) == ThreadIdentity.current {
                queued.append(item)
            } else {
                funnel.send(event)
            }
        }
    }

    /// Runs `receive` on `item`, then on every item this thread queued meanwhile, in order, for
    /// as long as `isOpen` says; the rest is dropped. Called serially (inside the funnel's delivery).
    @inlinable
    func handle(_ item: Item, while isOpen: () -> Bool, _ receive: (Item) -> Void) {
        handlingThread.store(ThreadIdentity.current, ordering: .relaxed)
        receive(item)
        while !queued.isEmpty {
            guard isOpen(), let next = queued.removeFirst() else {
                queued = FIFOQueue()
                break
            }
            receive(next)
        }
        handlingThread.store(0, ordering: .relaxed)
    }
}
