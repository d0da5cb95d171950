// The machinery shared by the operators with several inputs (combineLatest, zip, merge, flatten,
// sample, take(until:), …).
//
// Every such operator funnels the events of all its inputs into one private signal — the
// *funnel* — and handles them in the funnel's observer. The funnel's delivery context orders
// events sent from any thread, and re-entrantly from the output's own observers, without holding
// a lock while observers run. So the handler sees one event at a time: its state can live in a
// `SerialState`, and the order in which it updates that state is the order in which downstream
// sees the results. Inputs the handler starts later (inner producers of `flatten`, follow-up
// producers of `then`) feed the same funnel, and their synchronous events are queued behind the
// event being handled instead of recursing — in the output's `JunctionInbox` when they come from
// the handling thread itself, so that they cost no allocation.
//
// The machinery and the operators built on it are `@inlinable`, so that a client specialises them
// for its value types: unspecialised, every event would pay for looking up the metadata of the
// generic types involved.

/// One input of a multi-input operator: a way to attach an observer, by observing a signal or by
/// starting a run of a producer.
@usableFromInline
struct EventSource<Value: Sendable, Error: Swift.Error>: Sendable {
    /// Attaches `observer`. Disposing the result detaches it, or interrupts the run.
    @usableFromInline let attach: @Sendable (_ observer: Signal<Value, Error>.Observer) -> Disposable?

    @inlinable
    init(attach: @escaping @Sendable (_ observer: Signal<Value, Error>.Observer) -> Disposable?) {
        self.attach = attach
    }

    /// Observes `signal`.
    @inlinable
    init(_ signal: Signal<Value, Error>) {
        self.init { signal.observe($0) }
    }

    /// Starts a new run of `producer` for every attachment.
    @inlinable
    init(_ producer: SignalProducer<Value, Error>) {
        self.init { producer.start($0) }
    }

    /// A source that cannot fail, seen as one that may fail with `Error`.
    @inlinable
    init(promoting source: EventSource<Value, Never>) {
        self.init { observer in
            source.attach(Signal<Value, Never>.Observer { event in observer.send(event.promotingError()) })
        }
    }

    /// The same source with type-erased values, for operators over any number of inputs.
    @inlinable
    var erased: EventSource<any Sendable, Error> {
        EventSource<any Sendable, Error> { observer in
            attach(Signal.Observer { event in observer.send(event.map { $0 as any Sendable }) })
        }
    }

    /// Attaches the source so that its events go into `funnel`, wrapped by `tag`.
    @inlinable
    func feed<Item>(
        _ funnel: Signal<Item, Never>.Observer,
        as tag: @escaping @Sendable (Signal<Value, Error>.Event) -> Item
    ) -> Disposable? {
        attach(Signal.Observer { event in funnel.send(value: tag(event)) })
    }

    /// Feeds `funnel` for as long as `lifetime` lasts. Does nothing if it has already ended — an
    /// earlier input may have terminated the output synchronously, and then a producer must not
    /// even be started.
    @inlinable
    func feed<Item>(
        _ funnel: Signal<Item, Never>.Observer,
        as tag: @escaping @Sendable (Signal<Value, Error>.Event) -> Item,
        during lifetime: Lifetime
    ) {
        guard !lifetime.hasEnded else { return }
        lifetime += feed(funnel, as: tag)
    }

    /// Feeds `funnel` while `slot` holds the attachment, so that a handler can detach this input
    /// early by disposing `slot`. Does nothing if `slot` was already disposed.
    @inlinable
    func feed<Item>(
        _ funnel: Signal<Item, Never>.Observer,
        as tag: @escaping @Sendable (Signal<Value, Error>.Event) -> Item,
        into slot: SerialDisposable
    ) {
        guard !slot.isDisposed else { return }
        slot.inner = feed(funnel, as: tag)
    }
}

extension Signal.Event where Error == Never {
    /// This event as one of a stream that may fail with `F`; it cannot be a failure itself.
    @inlinable
    func promotingError<F>(_: F.Type = F.self) -> Signal<Value, F>.Event {
        switch self {
        case let .value(value): return .value(value)
        case .completed: return .completed
        case .interrupted: return .interrupted
        }
    }
}

/// An event of one of several inputs of the same error type, tagged with the input's position.
@usableFromInline
struct TaggedEvent<Value: Sendable, Error: Swift.Error>: Sendable {
    @usableFromInline let index: Int
    @usableFromInline let event: Signal<Value, Error>.Event

    @inlinable
    init(index: Int, event: Signal<Value, Error>.Event) {
        self.index = index
        self.event = event
    }
}

/// An event of one of the two inputs of a binary operator.
@usableFromInline
enum PairedEvent<Primary: Sendable, PrimaryError: Swift.Error, Secondary: Sendable, SecondaryError: Swift.Error>: Sendable {
    case primary(Signal<Primary, PrimaryError>.Event)
    case secondary(Signal<Secondary, SecondaryError>.Event)
}

/// The attachments of the two inputs of one run of a binary operator, so that its handler can
/// detach an input early by disposing its slot. Both end with the run.
@usableFromInline
struct PairAttachments: Sendable {
    @usableFromInline let primary = SerialDisposable()
    @usableFromInline let secondary = SerialDisposable()

    @inlinable
    init() {}
}

/// The plan of an operator with several inputs, carried out once for a `Signal` or once per run
/// of a `SignalProducer`.
@usableFromInline
struct Junction<Item: Sendable, Value: Sendable, Error: Swift.Error>: Sendable {
    /// The two halves of one output.
    @usableFromInline
    struct Setup {
        /// Handles one funnelled item. Called serially, inside the funnel's delivery, and only
        /// until the output has terminated; it sends downstream only from here.
        @usableFromInline let receive: @Sendable (Item) -> Void
        /// Attaches the inputs to the funnel. Called once, after `receive` is in place.
        @usableFromInline let connect: () -> Void

        @inlinable
        init(receive: @escaping @Sendable (Item) -> Void, connect: @escaping () -> Void) {
            self.receive = receive
            self.connect = connect
        }
    }

    /// Prepares one output that sends to `downstream` and whose work ends with `lifetime`; inputs
    /// send their events into `funnel`.
    @usableFromInline let setUp: @Sendable (
        _ downstream: Signal<Value, Error>.Observer,
        _ lifetime: Lifetime,
        _ funnel: Signal<Item, Never>.Observer
    ) -> Setup

    @inlinable
    init(setUp: @escaping @Sendable (
        _ downstream: Signal<Value, Error>.Observer,
        _ lifetime: Lifetime,
        _ funnel: Signal<Item, Never>.Observer
    ) -> Setup) {
        self.setUp = setUp
    }

    /// Sets up an output on `items`, the signal behind `funnel`, and returns its `connect`.
    ///
    /// The gate makes the handler inert once the output has terminated, so that it neither sends
    /// after the terminating event nor starts inputs for nothing while the funnel still delivers
    /// items queued before the end.
    @inlinable
    func prepare(
        _ downstream: Signal<Value, Error>.Observer,
        _ lifetime: Lifetime,
        _ items: Signal<Item, Never>,
        _ funnel: Signal<Item, Never>.Observer
    ) -> () -> Void {
        let hasTerminated = SerialState(false)
        let gatedDownstream = Signal<Value, Error>.Observer.endingAtTermination(downstream, recordingIn: hasTerminated)
        let inbox = JunctionInbox<Item>()
        let setup = setUp(gatedDownstream, lifetime, inbox.entrance(to: funnel))
        let receive = setup.receive
        lifetime += items.observe(Signal<Item, Never>.Observer { event in
            guard !hasTerminated.value, case let .value(item) = event else { return }
            inbox.handle(item, while: { !hasTerminated.value }, receive)
        })
        return setup.connect
    }
}

extension Signal {
    /// A signal that carries out `junction` at once. It shares the funnel's delivery context, so
    /// the handler sends to it directly.
    @inlinable
    static func joining<Item>(_ junction: Junction<Item, Value, Error>) -> Signal {
        let (items, funnel) = Signal<Item, Never>.pipe()
        return Signal(derivedFrom: items) { downstream, lifetime in
            junction.prepare(downstream, lifetime, items, funnel)()
        }
    }
}

extension SignalProducer {
    /// A producer each run of which carries out `junction`. Its events reach the run's observer
    /// one at a time from the funnel's deliveries, so the run is serial.
    @inlinable
    init<Item>(joining junction: Junction<Item, Value, Error>) {
        self.init(startHandler: { downstream, lifetime in
            let (items, funnel) = Signal<Item, Never>.pipe()
            junction.prepare(downstream, lifetime, items, funnel)()
        }, isSerial: true)
    }
}

extension Junction {
    /// A junction of two inputs whose handler may detach either input through `attachments`.
    /// `secondaryFirst` attaches the secondary input first, which matters when producers send
    /// synchronously (ReactiveSwift starts a trigger or a samplee before the receiver).
    @inlinable
    static func pairing<Primary, PrimaryError, Secondary, SecondaryError>(
        _ primary: EventSource<Primary, PrimaryError>,
        _ secondary: EventSource<Secondary, SecondaryError>,
        secondaryFirst: Bool,
        _ makeHandler: @escaping @Sendable (
            _ downstream: Signal<Value, Error>.Observer,
            _ attachments: PairAttachments
        ) -> @Sendable (Item) -> Void
    ) -> Junction where Item == PairedEvent<Primary, PrimaryError, Secondary, SecondaryError> {
        Junction { downstream, lifetime, funnel in
            let attachments = PairAttachments()
            lifetime += attachments.primary
            lifetime += attachments.secondary
            return Setup(receive: makeHandler(downstream, attachments)) {
                let connectPrimary = { primary.feed(funnel, as: Item.primary, into: attachments.primary) }
                let connectSecondary = { secondary.feed(funnel, as: Item.secondary, into: attachments.secondary) }
                if secondaryFirst {
                    connectSecondary()
                    connectPrimary()
                } else {
                    connectPrimary()
                    connectSecondary()
                }
            }
        }
    }
}

/// What a relay does with an event of its first input.
@usableFromInline
enum RelayStep<Value: Sendable, Error: Swift.Error> {
    /// Sends this event downstream.
    case forward(Signal<Value, Error>.Event)
    /// Drops the event.
    case ignore
    /// The first input has ended: attach this follow-up and forward all its events.
    case switchTo(EventSource<Value, Error>)
}

extension Junction {
    /// A junction that forwards the events of `first` as `step` says, until `step` switches to a
    /// follow-up input (`then`, `flatMapError`). The follow-up ends with the output.
    @inlinable
    static func relay<FirstValue, FirstError>(
        _ first: EventSource<FirstValue, FirstError>,
        _ step: @escaping @Sendable (Signal<FirstValue, FirstError>.Event) -> RelayStep<Value, Error>
    ) -> Junction where Item == PairedEvent<FirstValue, FirstError, Value, Error> {
        Junction { downstream, lifetime, funnel in
            let followUp = SerialDisposable()
            lifetime += followUp
            return Setup(receive: { item in
                switch item {
                case let .primary(event):
                    switch step(event) {
                    case let .forward(event): downstream.send(event)
                    case .ignore: break
                    case let .switchTo(next): next.feed(funnel, as: { .secondary($0) }, into: followUp)
                    }
                case let .secondary(event):
                    downstream.send(event)
                }
            }, connect: {
                first.feed(funnel, as: { .primary($0) }, during: lifetime)
            })
        }
    }
}
