import ReactiveCore
import Testing

@Suite("SignalProducer.interval")
struct IntervalTests {
    @Test("an empty sequence completes one interval after the start")
    func emptySequence() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, Never>()
        SignalProducer.interval([Int](), interval: .seconds(2), on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.completed])
    }

    @Test("disposing a run cancels its timer, so the scheduler has nothing left to run")
    func disposalCancelsTimer() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, Never>()
        let run = SignalProducer.interval(.seconds(1), on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        run.dispose()
        scheduler.run()
        #expect(recorder.events == [.value(0), .interrupted])
    }

    @Test("the counting producer sends on the scheduler's clock")
    func counting() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, Never>()
        SignalProducer.interval(.milliseconds(250), on: scheduler).take(first: 3).start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.value(0), .value(1), .value(2), .completed])
    }
}
