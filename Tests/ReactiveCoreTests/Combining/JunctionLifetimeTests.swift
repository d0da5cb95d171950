import ReactiveCore
import Testing

@Suite("lifetime of signals combining several inputs")
struct JunctionLifetimeTests {
    @Test("an observed combined signal keeps working after its last reference is dropped")
    func observedSignalStaysAlive() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        do {
            a.combineLatest(with: b).map { $0 + $1 }.observe(recorder.observer)
        }
        sendA.send(value: 1)
        sendB.send(value: 2)
        #expect(recorder.values == [3])
    }

    @Test("releasing an unobserved combined signal interrupts the producers it started")
    func releasedSignalStopsInputs() {
        let samplee = ProducerProbe<Int, Never>()
        let (source, input) = Signal<Int, Never>.pipe()
        do {
            let sampled = source.withLatest(from: samplee.producer)
            #expect(samplee.startCount == 1)
            withExtendedLifetime(sampled) {}
        }
        #expect(samplee.endCount == 1)
        withExtendedLifetime(input) {}
    }

    @Test("detaching the last observer of a released combined signal interrupts the producers it started")
    func detachedSignalStopsInputs() {
        let samplee = ProducerProbe<Int, Never>()
        let (source, input) = Signal<Int, Never>.pipe()
        let observation = source.withLatest(from: samplee.producer).observe { _ in }
        #expect(samplee.endCount == 0)
        observation?.dispose()
        #expect(samplee.endCount == 1)
        withExtendedLifetime(input) {}
    }

    @Test("a flattened signal that terminates interrupts the inner producers still running")
    func terminationStopsInners() {
        let (outer, send) = Signal<SignalProducer<Int, CombiningError>, CombiningError>.pipe()
        let inner = ProducerProbe<Int, CombiningError>()
        let recorder = CombiningRecorder<Int, CombiningError>()
        outer.flatten(.merge).observe(recorder.observer)
        send.send(value: inner.producer)
        send.send(error: .boom)
        #expect(recorder.events == [.failed(.boom)])
        #expect(inner.endCount == 1)
    }

    @Test("an event sent after the combined signal failed reaches nobody")
    func nothingAfterTermination() {
        let (a, sendA) = Signal<Int, CombiningError>.pipe()
        let (b, sendB) = Signal<Int, CombiningError>.pipe()
        let recorder = CombiningRecorder<Int, CombiningError>()
        Signal.zip(a, b).map { $0 + $1 }.observe(recorder.observer)
        sendA.send(error: .boom)
        sendB.send(value: 1)
        sendA.send(value: 1)
        sendB.sendCompleted()
        #expect(recorder.events == [.failed(.boom)])
    }
}
