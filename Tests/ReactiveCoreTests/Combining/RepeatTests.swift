import ReactiveCore
import Testing

@Suite("repeat and retry")
struct RepeatTests {
    @Suite("repeat")
    struct Repeat {
        @Test("runs the producer the given number of times in a row")
        func repeats() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(values: 1, 2).repeat(3).start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .value(1), .value(2), .value(1), .value(2), .completed])
        }

        @Test("repeating zero times completes without starting the producer")
        func zeroTimes() {
            let probe = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            probe.producer.repeat(0).start(recorder.observer)
            #expect(recorder.events == [.completed])
            #expect(probe.startCount == 0)
        }

        @Test("repeating once runs the producer once")
        func once() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(value: 1).repeat(1).start(recorder.observer)
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("a failure stops the repetition")
        func failure() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(value: 1).concat(error: .boom).repeat(3).start(recorder.observer)
            #expect(recorder.events == [.value(1), .failed(.boom)])
        }

        @Test("each run starts when the previous one completes")
        func sequential() {
            let probe = ProducerProbe<Int, Never>()
            probe.producer.repeat(2).start()
            #expect(probe.startCount == 1)
            probe.run().sendCompleted()
            #expect(probe.startCount == 2)
        }

        @Test("interrupting stops the current run and the repetition")
        func disposal() {
            let probe = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            probe.producer.repeat(5).start(recorder.observer).dispose()
            #expect(recorder.events == [.interrupted])
            #expect(probe.startCount == 1)
            #expect(probe.endCount == 1)
        }

        @Test("many repetitions of a synchronous producer do not recurse")
        func manySynchronousRuns() {
            let counter = Counter()
            SignalProducer<Int, Never>(value: 1).repeat(10_000).startWithValues { _ in counter.increment() }
            #expect(counter.value == 10_000)
        }
    }

    @Suite("retry(upTo:)")
    struct Retry {
        @Test("runs the producer again after each failure, then forwards the last failure")
        func retriesThenFails() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(value: 1).concat(error: .boom).retry(upTo: 2).start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(1), .value(1), .failed(.boom)])
        }

        @Test("stops retrying when a run completes")
        func succeedsAfterFailure() {
            let attempts = Counter()
            let producer = SignalProducer<Int, CombiningError> { observer, _ in
                attempts.increment()
                if attempts.value < 3 {
                    observer.send(error: .boom)
                } else {
                    observer.send(value: attempts.value)
                    observer.sendCompleted()
                }
            }
            let recorder = CombiningRecorder<Int, CombiningError>()
            producer.retry(upTo: 5).start(recorder.observer)
            #expect(recorder.events == [.value(3), .completed])
            #expect(attempts.value == 3)
        }

        @Test("retrying zero times forwards the first failure")
        func zeroRetries() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(error: .other).retry(upTo: 0).start(recorder.observer)
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("an interruption is not retried")
        func interruption() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.retry(upTo: 3).start(recorder.observer)
            probe.run().sendInterrupted()
            #expect(recorder.events == [.interrupted])
            #expect(probe.startCount == 1)
        }

        @Test("many retries of a synchronous failure do not recurse")
        func manySynchronousRetries() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(error: .boom).retry(upTo: 10_000).start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
        }
    }

    @Suite("retry(upTo:interval:on:)")
    struct RetryWithInterval {
        @Test("waits the interval on the scheduler before each retry")
        func waitsBeforeRetrying() {
            let scheduler = TestScheduler()
            let probe = ProducerProbe<Int, CombiningError>()
            probe.producer.retry(upTo: 2, interval: 5, on: scheduler).start()
            probe.run().send(error: .boom)
            scheduler.advance(by: 4.9)
            #expect(probe.startCount == 1)
            scheduler.advance(by: 0.1)
            #expect(probe.startCount == 2)
        }

        @Test("forwards the failure of the last attempt at once")
        func lastFailureAtOnce() {
            let scheduler = TestScheduler()
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.retry(upTo: 1, interval: 10, on: scheduler).start(recorder.observer)
            probe.run().send(value: 1)
            probe.run().send(error: .boom)
            scheduler.advance(by: 10)
            probe.run().send(value: 2)
            probe.run().send(error: .other)
            #expect(recorder.events == [.value(1), .value(2), .failed(.other)])
        }

        @Test("completes when a retried attempt succeeds")
        func succeedsAfterRetry() {
            let scheduler = TestScheduler()
            let attempts = Counter()
            let producer = SignalProducer<Int, CombiningError> { observer, _ in
                attempts.increment()
                if attempts.value == 1 {
                    observer.send(error: .boom)
                } else {
                    observer.send(value: 42)
                    observer.sendCompleted()
                }
            }
            let recorder = CombiningRecorder<Int, CombiningError>()
            producer.retry(upTo: 3, interval: 1, on: scheduler).start(recorder.observer)
            #expect(recorder.events.isEmpty)
            scheduler.run()
            #expect(recorder.events == [.value(42), .completed])
        }

        @Test("interrupting the run cancels a pending retry")
        func interruptionCancelsRetry() {
            let scheduler = TestScheduler()
            let probe = ProducerProbe<Int, CombiningError>()
            let run = probe.producer.retry(upTo: 3, interval: 1, on: scheduler).start()
            probe.run().send(error: .boom)
            run.dispose()
            scheduler.run()
            #expect(probe.startCount == 1)
        }
    }
}
