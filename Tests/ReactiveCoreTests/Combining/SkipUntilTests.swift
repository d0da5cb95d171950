import ReactiveCore
import Testing

@Suite("skip(until:)")
struct SkipUntilTests {
    @Suite("Signal")
    struct SignalSkipUntil {
        @Test("drops values until the trigger sends a value, then forwards them")
        func forwardsAfterTrigger() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.skip(until: trigger).observe(recorder.observer)
            input.send(value: 1)
            fire.send(value: ())
            input.send(value: 2)
            input.sendCompleted()
            #expect(recorder.events == [.value(2), .completed])
        }

        @Test("a completing trigger also starts the forwarding")
        func triggerCompletion() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.skip(until: trigger).observe(recorder.observer)
            fire.sendCompleted()
            input.send(value: 3)
            #expect(recorder.values == [3])
        }

        @Test("an interrupted trigger keeps the values dropped")
        func triggerInterruption() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.skip(until: trigger).observe(recorder.observer)
            fire.sendInterrupted()
            input.send(value: 1)
            #expect(recorder.events.isEmpty)
        }

        @Test("drops the failure of the source before the trigger and interrupts when it fires")
        func earlyTermination() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.skip(until: trigger).observe(recorder.observer)
            input.send(error: .boom)
            #expect(recorder.events.isEmpty)
            fire.send(value: ())
            #expect(recorder.events == [.interrupted])
        }

        @Test("forwards the failure of the source after the trigger")
        func failureAfterTrigger() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.skip(until: trigger).observe(recorder.observer)
            fire.send(value: ())
            input.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
        }
    }

    @Suite("SignalProducer")
    struct ProducerSkipUntil {
        @Test("a trigger that fires at once lets every value through")
        func synchronousTrigger() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(values: 1, 2, 3).skip(until: SignalProducer<(), Never>(value: ())).start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("drops the values sent before the trigger fires")
        func dropsEarlyValues() {
            let probe = ProducerProbe<Int, Never>()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            probe.producer.skip(until: trigger).start(recorder.observer)
            probe.run().send(value: 1)
            fire.send(value: ())
            probe.run().send(value: 2)
            #expect(recorder.values == [2])
        }

        @Test("stops the trigger run once it has fired")
        func stopsTrigger() {
            let trigger = ProducerProbe<(), Never>()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer<Int, Never>.never.skip(until: trigger.producer).start(recorder.observer)
            trigger.run().send(value: ())
            #expect(trigger.endCount == 1)
            #expect(recorder.events.isEmpty)
        }

        @Test("interrupting the run interrupts the source and the trigger")
        func disposal() {
            let source = ProducerProbe<Int, Never>()
            let trigger = ProducerProbe<(), Never>()
            let recorder = CombiningRecorder<Int, Never>()
            source.producer.skip(until: trigger.producer).start(recorder.observer).dispose()
            #expect(recorder.events == [.interrupted])
            #expect(source.endCount == 1)
            #expect(trigger.endCount == 1)
        }
    }
}
