/// How a stream of inner streams is flattened into one stream of values.
///
/// Common to all strategies: a failure of the outer stream or of an inner stream that is being
/// forwarded fails the flattened stream at once, and interrupting the outer stream interrupts
/// it. When the flattened stream terminates or is disposed, the inner streams it started are
/// disposed (their producers are interrupted).
public struct FlattenStrategy: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        case concurrent(limit: UInt)
        case latest
        case race
        case throttle
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(kind: Kind) {
        self.kind = kind
    }

    /// Forwards the values of all inner streams as they come.
    ///
    /// Completes when the outer stream and every inner stream have completed. An interrupted
    /// inner stream counts as completed.
    public static let merge = FlattenStrategy(kind: .concurrent(limit: .max))

    /// Runs the inner streams one after the other, in the order they arrive: an inner stream
    /// that arrives while another runs is queued.
    ///
    /// Completes when the outer stream and every inner stream have completed. An interrupted
    /// inner stream counts as completed.
    public static let concat = FlattenStrategy(kind: .concurrent(limit: 1))

    /// Runs at most `limit` inner streams at once, forwarding their values as they come; inner
    /// streams that arrive while `limit` run are queued and started in order.
    ///
    /// Completes when the outer stream and every inner stream have completed. An interrupted
    /// inner stream counts as completed.
    ///
    /// - Precondition: `limit > 0`.
    @inlinable
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        precondition(limit > 0, "The concurrent limit must be greater than zero.")
        return FlattenStrategy(kind: .concurrent(limit: limit))
    }

    /// Forwards only the latest inner stream: when a new one arrives, the previous one is
    /// disposed.
    ///
    /// Completes when the outer stream and the latest inner stream have completed. An
    /// interrupted inner stream counts as completed.
    public static let latest = FlattenStrategy(kind: .latest)

    /// Forwards only the first inner stream to send an event (the winner); the others are
    /// disposed then, and later inner streams are ignored.
    ///
    /// Completes when the outer stream and the winner have completed. Interruption of the winner
    /// is forwarded.
    public static let race = FlattenStrategy(kind: .race)

    /// Forwards an inner stream only if none is running when it arrives; inner streams that
    /// arrive meanwhile are dropped. Once the running one completes, the next to arrive runs.
    ///
    /// Completes when the outer stream and the running inner stream, if any, have completed.
    /// Interruption of the running inner stream is forwarded.
    public static let throttle = FlattenStrategy(kind: .throttle)
}

/// An event of the outer stream or of one of the inner streams of a flatten run.
@usableFromInline
enum FlattenItem<Inner: Sendable, Value: Sendable, Error: Swift.Error>: Sendable {
    case outer(Signal<Inner, Error>.Event)
    /// An event of the inner stream started with the given id.
    case inner(id: Int, Signal<Value, Error>.Event)
}

/// Starts the inner streams of one flatten run: their events go to the funnel, tagged with ids
/// in start order. Used only inside the funnel's delivery, so the synchronous events of an inner
/// producer are queued behind the item being handled.
@usableFromInline
struct InnerLauncher<Inner: Sendable, Value: Sendable, Error: Swift.Error> {
    @usableFromInline let funnel: Signal<FlattenItem<Inner, Value, Error>, Never>.Observer
    @usableFromInline let source: @Sendable (Inner) -> EventSource<Value, Error>
    @usableFromInline let nextID = SerialState(0)

    @inlinable
    init(funnel: Signal<FlattenItem<Inner, Value, Error>, Never>.Observer, source: @escaping @Sendable (Inner) -> EventSource<Value, Error>) {
        self.funnel = funnel
        self.source = source
    }

    /// Starts `inner`. Returns its id and the disposable that stops it.
    @inlinable
    func launch(_ inner: Inner) -> (id: Int, disposable: Disposable?) {
        let id = nextID.value
        nextID.value += 1
        let funnel = self.funnel
        return (id, source(inner).feed(funnel, as: { .inner(id: id, $0) }))
    }
}

extension Signal.Event {
    /// Whether this event ends an inner stream of `.merge`, `.concat`, `.concurrent(limit:)` or
    /// `.latest` without failing the flattened stream: for them, interruption counts as completion.
    @inlinable
    var countsAsInnerCompletion: Bool {
        switch self {
        case .completed, .interrupted: return true
        case .value, .failed: return false
        }
    }
}

/// What every coordinator of one flatten run works with.
@usableFromInline
struct FlattenRun<Inner: Sendable, Value: Sendable, Error: Swift.Error> {
    @usableFromInline let launcher: InnerLauncher<Inner, Value, Error>
    /// The run's lifetime: the inner streams started are disposed when it ends.
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let downstream: Signal<Value, Error>.Observer

    @inlinable
    init(launcher: InnerLauncher<Inner, Value, Error>, lifetime: Lifetime, downstream: Signal<Value, Error>.Observer) {
        self.launcher = launcher
        self.lifetime = lifetime
        self.downstream = downstream
    }
}

/// What one flatten run does with the inner streams as they arrive and send; values, failures
/// and the outer interruption are handled alike for every strategy, and so is completion: the
/// flattened stream completes once the outer stream has completed and no inner stream is left.
@usableFromInline
protocol FlattenCoordinator: SendableMetatype {
    associatedtype Inner: Sendable
    associatedtype Value: Sendable
    associatedtype Error: Swift.Error

    var run: FlattenRun<Inner, Value, Error> { get }
    var isOuterCompleted: Bool { get set }
    /// Whether an inner stream is running or waiting to run.
    var hasInnerLeft: Bool { get }

    /// A new inner stream arrived.
    mutating func receive(_ inner: Inner)
    /// An event of the inner stream `id`. Returns the event to forward, if any.
    mutating func inner(_ id: Int, _ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event?
}

extension FlattenCoordinator {
    /// The outer stream completed.
    @inlinable
    mutating func outerCompleted() {
        isOuterCompleted = true
        completeIfDone()
    }

    /// Completes the flattened stream if the outer stream has completed and no inner stream is
    /// left.
    @inlinable
    func completeIfDone() {
        if isOuterCompleted, !hasInnerLeft { run.downstream.sendCompleted() }
    }

    /// Handles an event of inner stream `id` for the strategies that forward one inner stream at
    /// a time, the one `followedID` names: the events of others are dropped; the end of the
    /// followed one (`isEnd`) is not forwarded, but `stopFollowing` records it and the flattened
    /// stream completes if the outer one has. Returns the event to forward, if any.
    @inlinable
    mutating func forwardFollowed(
        _ id: Int,
        _ event: Signal<Value, Error>.Event,
        followedID: Int?,
        isEnd: Bool,
        stopFollowing: (inout Self) -> Void
    ) -> Signal<Value, Error>.Event? {
        guard id == followedID else { return nil }
        guard isEnd else { return event }
        stopFollowing(&self)
        completeIfDone()
        return nil
    }
}

/// `.merge`, `.concat` and `.concurrent(limit:)`.
@usableFromInline
struct ConcurrentFlatten<Inner: Sendable, Value: Sendable, Error: Swift.Error>: FlattenCoordinator {
    @usableFromInline let limit: UInt
    @usableFromInline let run: FlattenRun<Inner, Value, Error>
    @usableFromInline var waiting = FIFOQueue<Inner>()
    /// The running inner streams, with the handles that take them off the lifetime.
    @usableFromInline var running: [Int: Disposable?] = [:]
    @usableFromInline var isOuterCompleted = false

    @inlinable
    init(limit: UInt, run: FlattenRun<Inner, Value, Error>) {
        self.limit = limit
        self.run = run
    }

    @inlinable
    var hasInnerLeft: Bool { !running.isEmpty || !waiting.isEmpty }

    @inlinable
    mutating func receive(_ inner: Inner) {
        waiting.append(inner)
        startWaiting()
    }

    @inlinable
    mutating func inner(_ id: Int, _ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        guard event.countsAsInnerCompletion else { return event }
        running.removeValue(forKey: id)??.dispose()
        startWaiting()
        completeIfDone()
        return nil
    }

    @inlinable
    mutating func startWaiting() {
        while UInt(running.count) < limit, let next = waiting.removeFirst() {
            let (id, disposable) = run.launcher.launch(next)
            running[id] = run.lifetime += disposable
        }
    }
}

/// `.latest`.
@usableFromInline
struct LatestFlatten<Inner: Sendable, Value: Sendable, Error: Swift.Error>: FlattenCoordinator {
    @usableFromInline let run: FlattenRun<Inner, Value, Error>
    /// Holds the latest inner stream; it is on the run's lifetime.
    @usableFromInline let latest = SerialDisposable()
    @usableFromInline var latestID: Int?
    @usableFromInline var hasInnerLeft = false
    @usableFromInline var isOuterCompleted = false

    @inlinable
    init(run: FlattenRun<Inner, Value, Error>) {
        self.run = run
        run.lifetime += latest
    }

    @inlinable
    mutating func receive(_ inner: Inner) {
        // Dispose of the previous inner stream before the next one starts, as ReactiveSwift does.
        latest.inner = nil
        let (id, disposable) = run.launcher.launch(inner)
        latestID = id
        hasInnerLeft = true
        latest.inner = disposable
    }

    @inlinable
    mutating func inner(_ id: Int, _ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        forwardFollowed(id, event, followedID: latestID, isEnd: event.countsAsInnerCompletion) { $0.hasInnerLeft = false }
    }
}

/// `.race`.
@usableFromInline
struct RaceFlatten<Inner: Sendable, Value: Sendable, Error: Swift.Error>: FlattenCoordinator {
    @usableFromInline let run: FlattenRun<Inner, Value, Error>
    /// The inner streams started before a winner was known.
    @usableFromInline var contenders: [Int: Disposable] = [:]
    @usableFromInline var winnerID: Int?
    /// Whether an inner stream was started and the winner has not completed yet.
    @usableFromInline var hasInnerLeft = false
    @usableFromInline var isOuterCompleted = false

    @inlinable
    init(run: FlattenRun<Inner, Value, Error>) {
        self.run = run
    }

    @inlinable
    mutating func receive(_ inner: Inner) {
        guard winnerID == nil else { return }
        hasInnerLeft = true
        let (id, disposable) = run.launcher.launch(inner)
        run.lifetime += disposable
        contenders[id] = disposable
    }

    @inlinable
    mutating func inner(_ id: Int, _ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        if winnerID == nil {
            winnerID = id
            let losers = contenders.filter { $0.key != id }.values
            contenders = [:]
            for loser in losers { loser.dispose() }
        }
        return forwardFollowed(id, event, followedID: winnerID, isEnd: event.isCompleted) { $0.hasInnerLeft = false }
    }
}

/// `.throttle`.
@usableFromInline
struct ThrottleFlatten<Inner: Sendable, Value: Sendable, Error: Swift.Error>: FlattenCoordinator {
    @usableFromInline let run: FlattenRun<Inner, Value, Error>
    /// The running inner stream, with the handle that takes it off the lifetime.
    @usableFromInline var running: (id: Int, handle: Disposable?)?
    @usableFromInline var isOuterCompleted = false

    @inlinable
    init(run: FlattenRun<Inner, Value, Error>) {
        self.run = run
    }

    @inlinable
    var hasInnerLeft: Bool { running != nil }

    @inlinable
    mutating func receive(_ inner: Inner) {
        guard running == nil else { return }
        let (id, disposable) = run.launcher.launch(inner)
        running = (id, run.lifetime += disposable)
    }

    @inlinable
    mutating func inner(_ id: Int, _ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        forwardFollowed(id, event, followedID: running?.id, isEnd: event.isCompleted) { flatten in
            flatten.running?.handle?.dispose()
            flatten.running = nil
        }
    }
}

extension Junction {
    /// Flattens the inner streams sent by `outer` with `strategy`; `innerSource` says how an inner
    /// stream is attached (started, or observed).
    @inlinable
    static func flatten<Inner>(
        _ outer: EventSource<Inner, Error>,
        _ strategy: FlattenStrategy,
        _ innerSource: @escaping @Sendable (Inner) -> EventSource<Value, Error>
    ) -> Junction where Item == FlattenItem<Inner, Value, Error> {
        Junction { downstream, lifetime, funnel in
            let run = FlattenRun(launcher: InnerLauncher(funnel: funnel, source: innerSource), lifetime: lifetime, downstream: downstream)
            let receive: @Sendable (Item) -> Void = switch strategy.kind {
            case let .concurrent(limit): handling(ConcurrentFlatten(limit: limit, run: run))
            case .latest: handling(LatestFlatten(run: run))
            case .race: handling(RaceFlatten(run: run))
            case .throttle: handling(ThrottleFlatten(run: run))
            }
            return Setup(receive: receive) {
                outer.feed(funnel, as: { .outer($0) }, during: lifetime)
            }
        }
    }

    /// The handler of a flatten run driven by `coordinator`.
    @inlinable
    static func handling<Coordinator: FlattenCoordinator>(
        _ coordinator: Coordinator
    ) -> @Sendable (FlattenItem<Coordinator.Inner, Value, Error>) -> Void where Coordinator.Value == Value, Coordinator.Error == Error {
        let downstream = coordinator.run.downstream
        let state = SerialState(coordinator)
        return { item in
            switch item {
            case let .outer(.value(inner)): state.value.receive(inner)
            case .outer(.completed): state.value.outerCompleted()
            case let .outer(.failed(error)): downstream.send(error: error)
            case .outer(.interrupted): downstream.sendInterrupted()
            case let .inner(id, event):
                if let forwarded = state.value.inner(id, event) { downstream.send(forwarded) }
            }
        }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner streams sent by this signal with `strategy`.
    ///
    /// A failure of this signal or of a forwarded inner stream is forwarded at once. See
    /// `FlattenStrategy` for completion and interruption.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        .joining(.flatten(EventSource(self), strategy) { EventSource($0.producer) })
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
    /// Flattens the inner streams sent by this signal, which cannot fail, with `strategy`; a
    /// failure of a forwarded inner stream is forwarded at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        .joining(.flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource($0.producer) })
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens the inner streams sent by this signal with `strategy`; nothing can fail.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
        .joining(.flatten(EventSource(self), strategy) { EventSource($0.producer) })
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens the inner streams, which cannot fail, sent by this signal with `strategy`; a
    /// failure of this signal is forwarded at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        .joining(.flatten(EventSource(self), strategy) { EventSource(promoting: EventSource($0.producer)) })
    }
}

extension Signal where Value: Sequence, Value.Element: Sendable {
    /// Sends the elements of every sequence this signal sends, in order.
    @inlinable
    public func flatten() -> Signal<Value.Element, Error> {
        .joining(.flatten(EventSource(self), .merge) { EventSource(promoting: EventSource(SignalProducer($0))) })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens the inner streams sent by this producer with `strategy`.
    ///
    /// A failure of this producer or of a forwarded inner stream is forwarded at once. See
    /// `FlattenStrategy` for completion and interruption. Interrupting a run interrupts the inner
    /// producers it started.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        SignalProducer<Value.Value, Error>(joining: .flatten(EventSource(self), strategy) { EventSource($0.producer) })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
    /// Flattens the inner streams sent by this producer, which cannot fail, with `strategy`; a
    /// failure of a forwarded inner stream is forwarded at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        SignalProducer<Value.Value, Value.Error>(joining: .flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource($0.producer) })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens the inner streams sent by this producer with `strategy`; nothing can fail.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
        SignalProducer<Value.Value, Never>(joining: .flatten(EventSource(self), strategy) { EventSource($0.producer) })
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens the inner streams, which cannot fail, sent by this producer with `strategy`; a
    /// failure of this producer is forwarded at once.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        SignalProducer<Value.Value, Error>(joining: .flatten(EventSource(self), strategy) { EventSource(promoting: EventSource($0.producer)) })
    }
}

extension SignalProducer where Value: Sequence, Value.Element: Sendable {
    /// Sends the elements of every sequence this producer sends, in order.
    @inlinable
    public func flatten() -> SignalProducer<Value.Element, Error> {
        SignalProducer<Value.Element, Error>(joining: .flatten(EventSource(self), .merge) { EventSource(promoting: EventSource(SignalProducer<Value.Element, Never>($0))) })
    }
}
