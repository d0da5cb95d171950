import Dispatch
import ReactiveCore
import Testing

@Suite("observe(on:)")
struct ObserveOnTests {
    @Suite("Signal")
    struct OnSignal {
        @Test("delivers values only when the scheduler runs, in order")
        func valuesWaitForScheduler() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.observe(on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.values == [1, 2])
        }

        @Test("delivers completion after the values sent before it")
        func completion() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.observe(on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("delivers failure on the scheduler")
        func failure() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.observe(on: scheduler).observe(recorder.observer)

            input.send(error: .boom)
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("delivers interruption on the scheduler")
        func interruption() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.observe(on: scheduler).observe(recorder.observer)

            input.sendInterrupted()
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.interrupted])
        }

        @Test("after the observer detaches, events waiting on the scheduler are not delivered")
        func disposeDropsPending() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.observe(on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            observation?.dispose()
            input.send(value: 2)
            scheduler.advance()
            #expect(recorder.events.isEmpty)
        }

        @Test("with the immediate scheduler, delivers synchronously")
        func immediate() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.observe(on: ImmediateScheduler()).observe(recorder.observer)

            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("delivers every event on a queue scheduler's queue, in order")
        func queueScheduler() async {
            let scheduler = QueueScheduler()
            let key = DispatchSpecificKey<Int>()
            scheduler.queue.setSpecific(key: key, value: 5)
            let seen = SchedulerLog<(Int?, Int?)>()
            let done = SchedulerExpectation()
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.observe(on: scheduler).observe { event in
                seen.append((event.value, DispatchQueue.getSpecific(key: key)))
                if event.isTerminating { done.fulfill() }
            }
            for value in 0..<20 { input.send(value: value) }
            input.sendCompleted()

            #expect(await done.wait())
            let events = seen.all
            #expect(events.compactMap(\.0) == Array(0..<20))
            #expect(events.allSatisfy { $0.1 == 5 })
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("delivers the values of a run when the scheduler runs")
        func values() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2, 3]).observe(on: scheduler).start(recorder.observer)

            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("delivers failure on the scheduler")
        func failure() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>(error: .boom).observe(on: scheduler).start(recorder.observer)

            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("disposing a run drops the events still waiting and interrupts it on the scheduler")
        func disposeInterrupts() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let disposable = SignalProducer<Int, TimeTestError>([1, 2]).observe(on: scheduler).start(recorder.observer)

            disposable.dispose()
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.interrupted])
        }

        @Test("disposing a run ends the work of the upstream producer")
        func disposeEndsUpstream() {
            let scheduler = TestScheduler()
            let ended = SchedulerLog<String>()
            let producer = SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { ended.append("ended") }
            }
            let disposable = producer.observe(on: scheduler).start()
            #expect(ended.all.isEmpty)
            disposable.dispose()
            #expect(ended.all == ["ended"])
        }

        @Test("every start is an independent run")
        func cold() {
            let scheduler = TestScheduler()
            let first = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let second = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let producer = SignalProducer<Int, TimeTestError>(value: 7).observe(on: scheduler)
            producer.start(first.observer)
            producer.start(second.observer)

            scheduler.advance()
            #expect(first.events == [.value(7), .completed])
            #expect(second.events == [.value(7), .completed])
        }
    }
}
