import ReactiveCore
import Testing

@Suite("SignalProducer")
struct SignalProducerTests {
    @Suite("starting")
    struct Starting {
        @Test("the start handler runs again on every start")
        func cold() {
            let starts = Counter()
            let producer = SignalProducer<Int, Never> { observer, _ in
                starts.increment()
                observer.send(value: starts.value)
                observer.sendCompleted()
            }
            let first = EventRecorder<Int, Never>()
            let second = EventRecorder<Int, Never>()
            producer.start(first.observer)
            producer.start(second.observer)
            #expect(starts.value == 2)
            #expect(first.events == [.value(1), .completed])
            #expect(second.events == [.value(2), .completed])
        }

        @Test("nothing runs until the producer is started")
        func lazy() {
            let starts = Counter()
            let producer = SignalProducer<Int, Never> { _, _ in starts.increment() }
            _ = producer.map { $0 + 1 }
            #expect(starts.value == 0)
        }

        @Test("startWithSignal lets observers attach before the first event")
        func startWithSignal() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>(value: 5).startWithSignal { signal, _ in
                signal.observe(recorder.observer)
            }
            #expect(recorder.events == [.value(5), .completed])
        }

        @Test("startWithSignal runs its closure before the start handler and the producer's side effects")
        func startWithSignalClosureFirst() {
            let steps = SchedulerLog<String>()
            let producer = SignalProducer<Int, Never> { observer, _ in
                steps.append("start handler")
                observer.send(value: 1)
            }
            .on(starting: { steps.append("starting") }, value: { _ in steps.append("value") })
            .map { $0 + 1 }
            producer.startWithSignal { signal, _ in
                steps.append("closure")
                signal.observeValues { _ in steps.append("observer") }
            }
            #expect(steps.all == ["closure", "starting", "start handler", "value", "observer"])
        }

        @Test("a run whose signal is neither kept nor observed after the closure still starts, then disposes what its start handler added")
        func startWithSignalUnobserved() {
            let disposed = Counter()
            let sent = Counter()
            SignalProducer<Int, Never> { observer, lifetime in
                lifetime += AnyDisposable { disposed.increment() }
                observer.send(value: 1)
            }
            .on(value: { _ in sent.increment() })
            .startWithSignal { _, _ in }
            #expect(sent.value == 1)
            #expect(disposed.value == 1)
        }

        @Test("disposing the interrupt handle inside startWithSignal prevents the start")
        func interruptBeforeStart() {
            let starts = Counter()
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never> { _, _ in starts.increment() }.startWithSignal { signal, interrupter in
                signal.observe(recorder.observer)
                interrupter.dispose()
            }
            #expect(starts.value == 0)
            #expect(recorder.events == [.interrupted])
        }

        @Test("the start conveniences each receive their events")
        func conveniences() {
            let values = EventRecorder<Int, Never>()
            let results = EventRecorder<Result<Int, TestError>, Never>()
            let completions = Counter()
            let failures = Counter()
            let interruptions = Counter()
            SignalProducer<Int, Never>(values: 1, 2).startWithValues { values.observer.send(value: $0) }
            SignalProducer<Int, TestError>(error: .boom).startWithResult { results.observer.send(value: $0) }
            SignalProducer<Int, TestError>(value: 3).startWithResult { results.observer.send(value: $0) }
            SignalProducer<Int, Never>.empty.startWithCompleted { completions.increment() }
            SignalProducer<Int, TestError>(error: .boom).startWithFailed { _ in failures.increment() }
            SignalProducer<Int, Never>.never.startWithInterrupted { interruptions.increment() }.dispose()
            #expect(values.values == [1, 2])
            #expect(results.values == [.failure(.boom), .success(3)])
            #expect(completions.value == 1)
            #expect(failures.value == 1)
            #expect(interruptions.value == 1)
        }
    }

    @Suite("initialisers")
    struct Initialisers {
        @Test("init(value:) sends the value and completes")
        func value() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>(value: 1).start(recorder.observer)
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("init(error:) fails")
        func error() {
            let recorder = EventRecorder<Int, TestError>()
            SignalProducer<Int, TestError>(error: .boom).start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("init(result:) sends a success or fails with a failure")
        func result() {
            let success = EventRecorder<Int, TestError>()
            let failure = EventRecorder<Int, TestError>()
            SignalProducer<Int, TestError>(result: .success(2)).start(success.observer)
            SignalProducer<Int, TestError>(result: .failure(.other)).start(failure.observer)
            #expect(success.events == [.value(2), .completed])
            #expect(failure.events == [.failed(.other)])
        }

        @Test("a sequence producer sends every element then completes")
        func sequence() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>([3, 1, 2]).start(recorder.observer)
            #expect(recorder.events == [.value(3), .value(1), .value(2), .completed])
        }

        @Test("init(values:) sends its arguments then completes")
        func variadic() {
            let recorder = EventRecorder<String, Never>()
            SignalProducer<String, Never>(values: "a", "b").start(recorder.observer)
            #expect(recorder.events == [.value("a"), .value("b"), .completed])
        }

        @Test("an action producer calls the action on every start")
        func action() {
            let calls = Counter()
            let producer = SignalProducer<Int, Never> { () -> Int in
                calls.increment()
                return calls.value * 10
            }
            let recorder = EventRecorder<Int, Never>()
            producer.start(recorder.observer)
            producer.start(recorder.observer)
            #expect(recorder.values == [10, 20])
        }

        @Test("a result action producer fails when the action fails")
        func resultAction() {
            let recorder = EventRecorder<Int, TestError>()
            SignalProducer<Int, TestError> { () -> Result<Int, TestError> in .failure(.boom) }.start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("a throwing action producer sends the value it returns, or fails with what it throws, on the starting thread")
        func throwingAction() {
            let succeeding = EventRecorder<Int, any Error>()
            SignalProducer<Int, any Error> { () throws -> Int in 4 }.start(succeeding.observer)
            #expect(succeeding.values == [4])
            #expect(succeeding.isCompleted)
            let failing = EventRecorder<Int, any Error>()
            SignalProducer<Int, any Error> { () throws -> Int in throw TestError.boom }.start(failing.observer)
            #expect(failing.error as? TestError == .boom)
        }

        @Test("interrupted interrupts every run at once")
        func interruptedProducer() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>.interrupted.start(recorder.observer)
            #expect(recorder.events == [.interrupted])
        }

        @Test("a producer of a signal forwards the events sent while started")
        func fromSignal() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            input.send(value: 0)
            let disposable = SignalProducer(signal).start(recorder.observer)
            input.send(value: 1)
            disposable.dispose()
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .interrupted])
        }

        @Test("empty completes at once and never sends nothing")
        func emptyAndNever() {
            let empty = EventRecorder<Int, Never>()
            let never = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>.empty.start(empty.observer)
            SignalProducer<Int, Never>.never.start(never.observer)
            #expect(empty.events == [.completed])
            #expect(never.events.isEmpty)
        }

        @Test("map over a producer of one result transforms it on every start; a failure passes untransformed")
        func mappedResult() {
            let transforms = Counter()
            let double: @Sendable (Int) -> Int = { value in
                transforms.increment()
                return value * 2
            }
            let doubled = SignalProducer<Int, TestError>(value: 2).map(double)
            let failing = SignalProducer<Int, TestError>(error: .boom).map(double)
            let first = EventRecorder<Int, TestError>()
            let second = EventRecorder<Int, TestError>()
            let failure = EventRecorder<Int, TestError>()
            doubled.start(first.observer)
            doubled.start(second.observer)
            failing.start(failure.observer)
            #expect(first.events == [.value(4), .completed])
            #expect(second.events == [.value(4), .completed])
            #expect(failure.events == [.failed(.boom)])
            #expect(transforms.value == 2)
        }

        @Test("a mapped action producer calls the action and the transform once per start, however it is started")
        func mappedActionEveryStart() {
            let actions = Counter()
            let producer = SignalProducer<Int, Never> { () -> Int in
                actions.increment()
                return actions.value
            }.map { $0 * 10 }
            let recorder = EventRecorder<Int, Never>()
            let handle = producer.startWithValues { recorder.observer.send(value: $0) }
            producer.startWithResult { result in
                if case let .success(value) = result { recorder.observer.send(value: value) }
            }
            producer.startWithSignal { signal, _ in signal.observeValues { recorder.observer.send(value: $0) } }
            producer.take(first: 1).startWithValues { recorder.observer.send(value: $0) }
            producer.map { $0 + 1 }.startWithValues { recorder.observer.send(value: $0) }
            #expect(recorder.values == [10, 20, 30, 40, 51])
            #expect(actions.value == 5)
            #expect(handle.isDisposed)
        }
    }

    @Suite("interruption")
    struct Interruption {
        @Test("disposing a started producer sends interrupted and ends the run's lifetime")
        func disposeInterrupts() {
            let ended = Counter()
            let recorder = EventRecorder<Int, Never>()
            let disposable = SignalProducer<Int, Never> { observer, lifetime in
                observer.send(value: 1)
                lifetime.observeEnded { ended.increment() }
            }.start(recorder.observer)
            disposable.dispose()
            #expect(recorder.events == [.value(1), .interrupted])
            #expect(ended.value == 1)
        }

        @Test("disposing twice interrupts once")
        func disposeTwice() {
            let recorder = EventRecorder<Int, Never>()
            let disposable = SignalProducer<Int, Never>.never.start(recorder.observer)
            disposable.dispose()
            disposable.dispose()
            #expect(recorder.events == [.interrupted])
        }

        @Test("disposing after completion changes nothing")
        func disposeAfterCompletion() {
            let recorder = EventRecorder<Int, Never>()
            let disposable = SignalProducer<Int, Never>(value: 1).start(recorder.observer)
            disposable.dispose()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("a run that ends within start hands back a disposable that is already disposed")
        func endedRunHandle() {
            let finished = SignalProducer<Int, Never>(value: 1).map { $0 + 1 }.start()
            let going = SignalProducer<Int, Never>.never.start()
            #expect(finished.isDisposed)
            #expect(!going.isDisposed)
            going.dispose()
            #expect(going.isDisposed)
        }

        @Test("the run's lifetime ends when the producer completes")
        func lifetimeEndsOnCompletion() {
            let ended = Counter()
            SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                observer.sendCompleted()
            }.start()
            #expect(ended.value == 1)
        }

        @Test("a sequence producer stops iterating once interrupted")
        func sequenceStopsOnInterrupt() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>(1...1_000_000).startWithSignal { signal, interrupter in
                signal.observe { event in
                    recorder.observer.send(event)
                    if event.value == 3 { interrupter.dispose() }
                }
            }
            #expect(recorder.events == [.value(1), .value(2), .value(3), .interrupted])
        }

        @Test("a run whose start handler and caller both let go of it is interrupted")
        func abandonedRunInterrupted() {
            let ended = Counter()
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                observer.send(value: 1)
            }.map { $0 * 2 }.start(recorder.observer)
            #expect(recorder.events == [.value(2), .interrupted])
            #expect(ended.value == 1)
        }

        @Test("a run goes on while its caller keeps the disposable, though the start handler let go of it")
        func keptRunGoesOn() {
            let recorder = EventRecorder<Int, Never>()
            let disposable = SignalProducer<Int, Never> { observer, _ in
                observer.send(value: 1)
            }.start(recorder.observer)
            #expect(recorder.events == [.value(1)])
            disposable.dispose()
            #expect(recorder.events == [.value(1), .interrupted])
        }

        @Test("a run of never is not interrupted when its disposable is released")
        func neverRunNotInterrupted() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never>.never.start(recorder.observer)
            #expect(recorder.events.isEmpty)
        }

        @Test("events a start handler sends after a terminating event are dropped")
        func noEventsAfterTermination() {
            let recorder = EventRecorder<Int, Never>()
            SignalProducer<Int, Never> { observer, _ in
                observer.sendCompleted()
                observer.send(value: 1)
                observer.sendInterrupted()
            }.map { $0 * 2 }.start(recorder.observer)
            #expect(recorder.events == [.completed])
        }
    }

    @Suite("lift")
    struct Lift {
        @Test("lift applies a signal operator to every run")
        func unaryLift() {
            let recorder = EventRecorder<String, Never>()
            let producer = SignalProducer<Int, Never>(values: 1, 2).lift { $0.map { "#\($0)" } }
            producer.start(recorder.observer)
            producer.start(recorder.observer)
            #expect(recorder.values == ["#1", "#2", "#1", "#2"])
        }

        @Test("a binary lift starts both producers and combines their signals")
        func binaryLift() {
            let recorder = EventRecorder<Int, Never>()
            let left = SignalProducer<Int, Never>(value: 1)
            let right = SignalProducer<Int, Never>(value: 2)
            let combine: @Sendable (SignalProducer<Int, Never>) -> SignalProducer<Int, Never> = left.lift { leftSignal in
                { rightSignal in
                    Signal { observer, lifetime in
                        lifetime += leftSignal.observeValues { observer.send(value: $0) }
                        lifetime += rightSignal.observeValues { observer.send(value: $0 * 10) }
                    }
                }
            }
            combine(right).start(recorder.observer)
            #expect(recorder.values == [1, 20])
        }

        @Test("disposing a lifted producer interrupts the upstream run")
        func liftedDisposal() {
            let ended = Counter()
            let recorder = EventRecorder<Int, Never>()
            let disposable = SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { ended.increment() }
            }.lift { $0.map { $0 } }.start(recorder.observer)
            disposable.dispose()
            #expect(ended.value == 1)
            #expect(recorder.events == [.interrupted])
        }
    }
}
