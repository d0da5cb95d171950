import ReactiveCore
import Testing

@Suite("throttle(while:on:)")
struct ThrottleWhileTests {
    @Test("values pass on the scheduler while the property is false")
    func passesOnScheduler() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.throttle(while: Property(value: false), on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [1])
    }

    @Test("a value held back is dropped when the stream terminates while throttled")
    func terminationDropsHeldValue() {
        let isThrottled = MutableProperty(true)
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.throttle(while: isThrottled, on: ImmediateScheduler()).observe(recorder.observer)
        input.send(value: 1)
        input.sendCompleted()
        isThrottled.value = false
        #expect(recorder.events == [.completed])
    }

    @Test("as in ReactiveSwift, a send still waiting on the scheduler is replaced by the next one")
    func laterSendReplacesWaitingOne() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.throttle(while: Property(value: false), on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        scheduler.run()
        #expect(recorder.values == [2])
    }

    @Test("each producer run follows the property from its start")
    func producerRuns() {
        let isThrottled = MutableProperty(false)
        let (signal, input) = Signal<Int, Never>.pipe()
        let throttled = SignalProducer(signal).throttle(while: isThrottled, on: ImmediateScheduler())
        let first = EventRecorder<Int, Never>()
        let second = EventRecorder<Int, Never>()
        throttled.start(first.observer)
        isThrottled.value = true
        throttled.start(second.observer)
        input.send(value: 1)
        isThrottled.value = false
        #expect(first.values == [1])
        #expect(second.values == [1])
    }
}
