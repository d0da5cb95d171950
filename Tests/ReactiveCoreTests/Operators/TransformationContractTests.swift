@testable import ReactiveCore
import Testing

/// The event transformations themselves, driven directly with events that no signal would
/// deliver: they must never send anything after a terminating event of their own, because a
/// producer's upstream may keep sending until it notices that its run has ended.
@Suite("Unary event transformations")
struct TransformationContractTests {
    /// Feeds `events` through `transformation` and records what it sends downstream.
    static func drive<Value, Error, U, E>(
        _ transformation: Signal<Value, Error>.Event.Transformation<U, E>,
        with events: [Signal<Value, Error>.Event]
    ) -> [Signal<U, E>.Event] {
        let recorder = UnaryOpsRecorder<U, E>()
        let (lifetime, token) = Lifetime.make()
        let upstream = transformation(recorder.observer, lifetime)
        for event in events { upstream.send(event) }
        withExtendedLifetime(token) {}
        return recorder.events
    }

    @Test("take(first:) ignores values after it completed")
    func takeFirstIgnoresLaterValues() {
        let output = Self.drive(Signal<Int, Never>.Event.take(first: 2), with: [.value(1), .value(2), .value(3), .completed])
        #expect(output == [.value(1), .value(2), .completed])
    }

    @Test("take(while:) ignores values after it completed")
    func takeWhileIgnoresLaterValues() {
        let output = Self.drive(Signal<Int, Never>.Event.take(while: { $0 < 2 }), with: [.value(1), .value(2), .value(1), .interrupted])
        #expect(output == [.value(1), .completed])
    }

    @Test("attemptMap ignores events after it failed")
    func attemptMapIgnoresLaterEvents() {
        let transformation = Signal<Int, UnaryOpsError>.Event.attemptMap { value in
            value < 0 ? .failure(.failure) : .success(value)
        }
        let output = Self.drive(transformation, with: [.value(-1), .value(2), .completed])
        #expect(output == [.failed(.failure)])
    }

    @Test("dematerialize ignores events after a terminating value")
    func dematerializeIgnoresLaterEvents() {
        let transformation = Signal<Signal<Int, UnaryOpsError>.Event, Never>.Event.dematerialize { $0 }
        let output = Self.drive(transformation, with: [.value(.completed), .value(.value(1)), .completed])
        #expect(output == [.completed])
    }

    @Test("mapEvent ignores events once it produced a terminating one")
    func mapEventIgnoresLaterEvents() {
        let transformation = Signal<Int, Never>.Event.mapEvent { event -> Signal<Int, Never>.Event in
            event.value == 0 ? .interrupted : event
        }
        let output = Self.drive(transformation, with: [.value(1), .value(0), .value(2)])
        #expect(output == [.value(1), .interrupted])
    }

    @Test("Each use of a transformation gets its own state")
    func separateStatePerUse() {
        let transformation = Signal<Int, Never>.Event.scan(into: 0) { $0 += $1 }
        let first = Self.drive(transformation, with: [.value(1), .value(1)])
        let second = Self.drive(transformation, with: [.value(5)])
        #expect(first == [.value(1), .value(2)])
        #expect(second == [.value(5)])
    }
}
