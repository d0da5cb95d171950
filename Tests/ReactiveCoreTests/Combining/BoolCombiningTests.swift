import ReactiveCore
import Testing

@Suite("and, or, all, any")
struct BoolCombiningTests {
    @Suite("Signal")
    struct SignalBooleans {
        @Test("and is true only while both latest values are true")
        func and() {
            let (a, sendA) = Signal<Bool, Never>.pipe()
            let (b, sendB) = Signal<Bool, Never>.pipe()
            let recorder = CombiningRecorder<Bool, Never>()
            a.and(b).observe(recorder.observer)
            sendA.send(value: true)
            sendB.send(value: false)
            sendB.send(value: true)
            sendA.send(value: false)
            #expect(recorder.values == [false, true, false])
        }

        @Test("or is true while either latest value is true")
        func or() {
            let (a, sendA) = Signal<Bool, Never>.pipe()
            let (b, sendB) = Signal<Bool, Never>.pipe()
            let recorder = CombiningRecorder<Bool, Never>()
            a.or(b).observe(recorder.observer)
            sendA.send(value: false)
            sendB.send(value: false)
            sendB.send(value: true)
            #expect(recorder.values == [false, true])
        }

        @Test("all combines any number of signals")
        func all() {
            let pipes = (0..<3).map { _ in Signal<Bool, Never>.pipe() }
            let recorder = CombiningRecorder<Bool, Never>()
            Signal.all(pipes[0].output, pipes[1].output, pipes[2].output).observe(recorder.observer)
            for pipe in pipes { pipe.input.send(value: true) }
            pipes[1].input.send(value: false)
            #expect(recorder.values == [true, false])
        }

        @Test("any combines a collection of signals")
        func any() {
            let pipes = (0..<3).map { _ in Signal<Bool, Never>.pipe() }
            let recorder = CombiningRecorder<Bool, Never>()
            Signal.any(pipes.map(\.output)).observe(recorder.observer)
            for pipe in pipes { pipe.input.send(value: false) }
            pipes[2].input.send(value: true)
            #expect(recorder.values == [false, true])
        }

        @Test("all of an empty collection never sends")
        func emptyAll() {
            let recorder = CombiningRecorder<Bool, Never>()
            Signal<Bool, Never>.all([Signal<Bool, Never>]()).observe(recorder.observer)
            #expect(recorder.events.isEmpty)
        }
    }

    @Suite("SignalProducer")
    struct ProducerBooleans {
        @Test("and combines with any producer-convertible stream")
        func and() {
            let (signal, send) = Signal<Bool, Never>.pipe()
            let recorder = CombiningRecorder<Bool, Never>()
            SignalProducer(value: true).and(signal).start(recorder.observer)
            send.send(value: true)
            send.send(value: false)
            #expect(recorder.values == [true, false])
        }

        @Test("or combines two producers")
        func or() {
            let recorder = CombiningRecorder<Bool, Never>()
            SignalProducer(value: false).or(SignalProducer(values: false, true)).start(recorder.observer)
            #expect(recorder.events == [.value(false), .value(true), .completed])
        }

        @Test("all and any take variadic producers")
        func variadic() {
            let all = CombiningRecorder<Bool, Never>()
            let any = CombiningRecorder<Bool, Never>()
            SignalProducer.all(SignalProducer(value: true), SignalProducer(value: false)).start(all.observer)
            SignalProducer.any(SignalProducer(value: true), SignalProducer(value: false)).start(any.observer)
            #expect(all.values == [false])
            #expect(any.values == [true])
        }

        @Test("all of no producers sends true and completes, any of none sends false")
        func emptyAllAndAny() {
            let all = CombiningRecorder<Bool, Never>()
            SignalProducer<Bool, Never>.all([SignalProducer<Bool, Never>]()).start(all.observer)
            #expect(all.events == [.value(true), .completed])
            let any = CombiningRecorder<Bool, Never>()
            SignalProducer<Bool, Never>.any([SignalProducer<Bool, Never>]()).start(any.observer)
            #expect(any.events == [.value(false), .completed])
        }

        @Test("a failure of an input is forwarded")
        func failure() {
            let recorder = CombiningRecorder<Bool, CombiningError>()
            SignalProducer<Bool, CombiningError>(value: true).and(SignalProducer(error: .boom)).start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
        }
    }
}
