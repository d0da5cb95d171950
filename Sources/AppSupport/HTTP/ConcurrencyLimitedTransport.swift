import ReactiveCore

/// Bounds how many exchanges of the wrapped transport are in flight at once: at most
/// `maximumConcurrentExchanges` run, the others wait first in, first out. An exchange leaves its
/// place when it finishes, fails or is disposed, and the longest-waiting one starts. Disposing a
/// waiting exchange removes it from the queue: it is never sent.
///
/// Image Search wraps its image downloads in one, so that only a handful of previews download at
/// once and rows scrolled away cancel theirs before they are sent.
///
/// Threading: `send` and disposal may happen on any thread. A waiting exchange is started on the
/// thread where the one before it ended (or was disposed); its events come from the wrapped
/// transport as they would without the limit. Lifetime: a started producer keeps the transport
/// alive until its exchange ends.
public final class ConcurrencyLimitedTransport: HTTPTransport {
    private typealias Start = @Sendable () -> Void

    /// The exchanges waiting for a place, oldest first, with O(1) appends, removals and pops
    /// (identifiers grow with each exchange, so their order is the order of arrival).
    private struct WaitingLine: Sendable {
        private var starts: [UInt64: Start] = [:]
        private var order: [UInt64] = []
        private var head = 0

        var count: Int { starts.count }

        mutating func append(_ id: UInt64, _ start: @escaping Start) {
            starts[id] = start
            order.append(id)
        }

        mutating func remove(_ id: UInt64) {
            starts[id] = nil
        }

        /// The oldest exchange still waiting, taken out of the line.
        mutating func popFirst() -> (id: UInt64, start: Start)? {
            while head < order.count {
                let id = order[head]
                head += 1
                if let start = starts.removeValue(forKey: id) {
                    compact()
                    return (id, start)
                }
            }
            compact()
            return nil
        }

        /// Drops the identifiers already passed, once they are half of the line.
        private mutating func compact() {
            guard head >= 64, head * 2 >= order.count else { return }
            order.removeFirst(head)
            head = 0
        }
    }

    private struct Queue: Sendable {
        var nextID: UInt64 = 0
        /// Exchanges that hold a place (started, or about to start).
        var running: Set<UInt64> = []
        var waiting = WaitingLine()
        /// Exchanges given a place whose start is still to run, and whether a thread is running
        /// them: starts run one after the other on that thread, so that exchanges that end as
        /// soon as they start do not nest one start inside another without bound.
        var due: [Start] = []
        var isStarting = false
    }

    private let wrapped: any HTTPTransport
    private let maximumConcurrentExchanges: Int
    private let queue = Locked(Queue())

    /// A transport that runs at most `maximumConcurrentExchanges` (at least 1) exchanges of
    /// `transport` at once.
    public init(wrapping transport: any HTTPTransport, maximumConcurrentExchanges: Int) {
        precondition(maximumConcurrentExchanges >= 1, "at least one exchange must be allowed")
        wrapped = transport
        self.maximumConcurrentExchanges = maximumConcurrentExchanges
    }

    /// How many exchanges are in flight now.
    public var exchangesInFlight: Int {
        queue.withLock { $0.running.count }
    }

    /// How many exchanges are waiting for a place now.
    public var exchangesWaiting: Int {
        queue.withLock { $0.waiting.count }
    }

    /// A producer that, when started, sends `request` through the wrapped transport as soon as a
    /// place is free, and forwards its events.
    public func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        SignalProducer { [self, wrapped] observer, lifetime in
            let run = SerialDisposable()
            let start: Start = {
                guard !run.isDisposed else { return }
                run.inner = wrapped.send(request).start(observer)
            }
            let id = queue.withLock { queue in
                defer { queue.nextID += 1 }
                return queue.nextID
            }
            // The exchange ends before its place is handed on, so that no more than the maximum
            // are ever in flight.
            lifetime.observeEnded { [self] in
                run.dispose()
                leave(id)
            }
            enter(id, start)
        }
    }

    /// Gives exchange `id` a place if one is free, else queues it.
    private func enter(_ id: UInt64, _ start: @escaping Start) {
        let startsNow = queue.withLock { queue in
            guard queue.running.count < maximumConcurrentExchanges else {
                queue.waiting.append(id, start)
                return false
            }
            queue.running.insert(id)
            queue.due.append(start)
            return true
        }
        if startsNow { runDueStarts() }
    }

    /// Takes exchange `id` out (of its place, or of the queue), and hands its place on.
    private func leave(_ id: UInt64) {
        let handedOn = queue.withLock { queue in
            guard queue.running.remove(id) != nil else {
                queue.waiting.remove(id)
                return false
            }
            guard let next = queue.waiting.popFirst() else { return false }
            queue.running.insert(next.id)
            queue.due.append(next.start)
            return true
        }
        if handedOn { runDueStarts() }
    }

    /// Runs the due starts one after the other, unless a call further up the stack or on another
    /// thread already does (it will run them).
    private func runDueStarts() {
        var next = queue.withLock { queue -> Start? in
            guard !queue.isStarting, !queue.due.isEmpty else { return nil }
            queue.isStarting = true
            return queue.due.removeFirst()
        }
        while let start = next {
            start()
            next = queue.withLock { queue in
                guard !queue.due.isEmpty else {
                    queue.isStarting = false
                    return nil
                }
                return queue.due.removeFirst()
            }
        }
    }
}
