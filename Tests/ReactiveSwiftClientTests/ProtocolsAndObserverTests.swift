import ReactiveCore
import Testing

// Generic client code constrained on ReactiveSwift's protocols, as libraries built on
// ReactiveSwift write it.

/// Counts the values of any signal of integers.
func sumOfValues<S: SignalProtocol>(of source: S, into total: Recorded<Int>) where S.Value == Int, S.Error == Never {
    source.signal.observeValues { total.append($0) }
}

/// Starts any producer and collects its values.
func collectValues<P: SignalProducerProtocol>(of source: P) -> [P.Value] where P.Error == Never {
    let values = Recorded<P.Value>()
    source.producer.startWithValues { values.append($0) }
    return values.items
}

/// The values of events carried by any event-like type.
func valuesOf<E: EventProtocol>(_ events: [E]) -> [E.Value] {
    events.compactMap { $0.event.value }
}

/// Drops the nils of any optional-like values.
func nonNil<O: OptionalProtocol>(_ values: [O]) -> [O.Wrapped] {
    values.compactMap { $0.optional }
}

/// An event consumer written as a subclass of the open `Observer` base class.
final class Totalling: Observer<Int, ClientError> {
    var total = 0
    var ending: Termination<ClientError>?

    override func receive(_ value: Int) {
        total += value
    }

    override func terminate(_ termination: Termination<ClientError>) {
        ending = termination
    }
}

/// Feeds a signal's values and end to an `Observer` subclass.
func forward(_ signal: Signal<Int, ClientError>, to consumer: Totalling) {
    signal.observe { event in
        switch event {
        case let .value(value): consumer.receive(value)
        case let .failed(error): consumer.terminate(.failed(error))
        case .completed: consumer.terminate(.completed)
        case .interrupted: consumer.terminate(.interrupted)
        }
    }
}

@Suite("Protocols generic code constrains on, and the Observer base class")
struct ProtocolsAndObserverTests {
    @Test("SignalProtocol and SignalProducerProtocol accept signals and producers")
    func streamProtocols() {
        let (signal, observer) = Signal<Int, Never>.pipe()
        let total = Recorded<Int>()
        sumOfValues(of: signal, into: total)
        observer.send(value: 3)
        #expect(total.items == [3])
        #expect(collectValues(of: SignalProducer<String, Never>(values: "a", "b")) == ["a", "b"])
    }

    @Test("EventProtocol and OptionalProtocol describe events and optionals")
    func valueProtocols() {
        let events: [Signal<Int, Never>.Event] = [.value(1), .completed]
        #expect(valuesOf(events) == [1])
        #expect(nonNil([1, nil, 3]) == [1, 3])
        #expect(Int?(reconstructing: 5) == 5)
    }

    @Test("dematerialize and skipNil work on the protocols' types")
    func protocolOperators() {
        let values = Recorded<Int>()
        SignalProducer<Signal<Int, Never>.Event, Never>(values: .value(1), .value(2), .completed)
            .dematerialize()
            .startWithValues { values.append($0) }
        SignalProducer<Int?, Never>(values: nil, 3).skipNil().startWithValues { values.append($0) }
        #expect(values.items == [1, 2, 3])
    }

    @Test("filterMap still compiles, as the deprecated name of compactMap")
    @available(*, deprecated)
    func filterMap() {
        let values = Recorded<Int>()
        SignalProducer<String, Never>(values: "1", "x", "3").filterMap { Int($0) }.startWithValues { values.append($0) }
        #expect(values.items == [1, 3])
    }

    @Test("a subclass of Observer receives values and the termination")
    func observerSubclass() {
        let (signal, input) = Signal<Int, ClientError>.pipe()
        let totalling = Totalling()
        forward(signal, to: totalling)
        input.send(value: 2)
        input.send(value: 5)
        input.send(error: .other)
        #expect(totalling.total == 7)
        guard case .failed(.other)? = totalling.ending else {
            Issue.record("expected the failure to end the stream")
            return
        }
    }

    @Test("a Signal.Observer is an Observer: receive and terminate send into its signal")
    func signalObserverIsAnObserver() {
        let (signal, input) = Signal<Int, ClientError>.pipe()
        let events = Recorded<Signal<Int, ClientError>.Event>()
        signal.observe { events.append($0) }
        let base: Observer<Int, ClientError> = input
        base.receive(1)
        base.terminate(.completed)
        #expect(events.items == [.value(1), .completed])
    }
}
