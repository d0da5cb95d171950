import ReactiveCore
import Testing

@Suite("map(value:), map(keyPath), negate")
struct MapVariantsOperatorTests {
    struct Person: Sendable {
        var name: String
        var address: Address
    }

    struct Address: Sendable {
        var city: String
    }

    @Suite("map(value:)")
    struct MapValue {
        @Test("Signal: replaces every value with the constant")
        func signalReplacesValues() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.map(value: "x"))
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.events == [.value("x"), .value("x")])
        }

        @Test("Signal: forwards a failure unchanged")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.map(value: true))
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("SignalProducer: replaces every value and completes")
        func producerReplacesValues() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>([1, 2, 3]).map(value: 0))
            #expect(recorder.events == [.value(0), .value(0), .value(0), .completed])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.map(value: 1))
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("map(_ keyPath:)")
    struct MapKeyPath {
        @Test("Signal: sends the property at the key path")
        func signalKeyPath() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.map(\.count))
            input.send(value: "abc")
            input.send(value: "")
            #expect(recorder.values == [3, 0])
        }

        @Test("Signal: follows a nested key path")
        func signalNestedKeyPath() {
            let (signal, input) = Signal<Person, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.map(\.address.city))
            input.send(value: Person(name: "Ada", address: Address(city: "London")))
            #expect(recorder.values == ["London"])
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.map(\.isEmpty))
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: sends the property at the key path for every value")
        func producerKeyPath() {
            let people = [Person(name: "Ada", address: Address(city: "London")), Person(name: "Grace", address: Address(city: "NYC"))]
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Person, Never>(people).map(\.name))
            #expect(recorder.events == [.value("Ada"), .value("Grace"), .completed])
        }

        @Test("A key path stored in a constant works too")
        func storedKeyPath() {
            let keyPath = \Person.name
            let recorder = UnaryOpsRecorder.starting(
                SignalProducer<Person, Never>(value: Person(name: "Ada", address: Address(city: "London"))).map(keyPath)
            )
            #expect(recorder.values == ["Ada"])
        }
    }

    @Suite("negate()")
    struct Negate {
        @Test("Signal: inverts every value")
        func signalNegates() {
            let (signal, input) = Signal<Bool, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.negate())
            input.send(value: true)
            input.send(value: false)
            #expect(recorder.values == [false, true])
        }

        @Test("Signal: forwards completion")
        func signalForwardsCompletion() {
            let (signal, input) = Signal<Bool, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.negate())
            input.send(value: false)
            input.sendCompleted()
            #expect(recorder.events == [.value(true), .completed])
        }

        @Test("SignalProducer: inverts every value and forwards a failure")
        func producerNegates() {
            let producer = unaryOpsProducer([true], failingWith: .failure)
            let recorder = UnaryOpsRecorder.starting(producer.negate())
            #expect(recorder.events == [.value(false), .failed(.failure)])
        }
    }
}
