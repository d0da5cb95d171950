import ReactiveCore
import Testing

@Suite("Signal")
struct SignalTests {
    @Suite("pipe")
    struct Pipe {
        @Test("an observer receives the values sent to the input, in order")
        func valuesInOrder() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            signal.observe(recorder.observer)
            for value in 1...5 { input.send(value: value) }
            #expect(recorder.values == [1, 2, 3, 4, 5])
        }

        @Test("every observer receives every event")
        func everyObserver() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let first = EventRecorder<Int, Never>()
            let second = EventRecorder<Int, Never>()
            signal.observe(first.observer)
            signal.observe(second.observer)
            input.send(value: 7)
            input.sendCompleted()
            #expect(first.events == [.value(7), .completed])
            #expect(second.events == [.value(7), .completed])
        }

        @Test("an observer sees only the events sent after it attached")
        func hotSignal() {
            let (signal, input) = Signal<Int, Never>.pipe()
            input.send(value: 1)
            let recorder = EventRecorder<Int, Never>()
            signal.observe(recorder.observer)
            input.send(value: 2)
            #expect(recorder.values == [2])
        }

        @Test("the disposable given to pipe is disposed when the signal terminates")
        func pipeDisposable() {
            let disposable = AnyDisposable()
            let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
            _ = signal
            #expect(!disposable.isDisposed)
            input.sendCompleted()
            #expect(disposable.isDisposed)
        }
    }

    @Suite("termination")
    struct Termination {
        @Test("nothing is delivered after completion")
        func nothingAfterCompleted() {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let recorder = EventRecorder<Int, TestError>()
            signal.observe(recorder.observer)
            input.sendCompleted()
            input.send(value: 1)
            input.send(error: .boom)
            input.sendInterrupted()
            #expect(recorder.events == [.completed])
        }

        @Test("nothing is delivered after failure")
        func nothingAfterFailure() {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let recorder = EventRecorder<Int, TestError>()
            signal.observe(recorder.observer)
            input.send(error: .boom)
            input.sendCompleted()
            input.send(value: 1)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("nothing is delivered after interruption")
        func nothingAfterInterruption() {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let recorder = EventRecorder<Int, TestError>()
            signal.observe(recorder.observer)
            input.sendInterrupted()
            input.sendCompleted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("an observer attached after termination receives only interrupted")
        func observeAfterTermination() {
            let (signal, input) = Signal<Int, Never>.pipe()
            input.send(value: 1)
            input.sendCompleted()
            let recorder = EventRecorder<Int, Never>()
            let disposable = signal.observe(recorder.observer)
            #expect(disposable == nil)
            #expect(recorder.events == [.interrupted])
        }

        @Test("the generator's lifetime ends when the signal terminates")
        func lifetimeEndsOnTermination() {
            let ended = Counter()
            var input: Signal<Int, Never>.Observer!
            let signal = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { ended.increment() }
            }
            signal.observe { _ in }
            #expect(ended.value == 0)
            input.sendCompleted()
            #expect(ended.value == 1)
        }

        @Test("Signal.empty completes and Signal.never sends nothing")
        func emptyAndNever() {
            let recorder = EventRecorder<Int, Never>()
            Signal<Int, Never>.never.observe(recorder.observer)
            #expect(recorder.events.isEmpty)
            let late = EventRecorder<Int, Never>()
            Signal<Int, Never>.empty.observe(late.observer)
            #expect(late.events == [.interrupted])
        }
    }

    @Suite("input release")
    struct InputRelease {
        @Test("releasing the input interrupts every observer and ends the work, though observers remain")
        func releasingInputInterrupts() {
            let ended = Counter()
            let first = EventRecorder<Int, Never>()
            let second = EventRecorder<Int, Never>()
            var input: Signal<Int, Never>.Observer? = nil
            let signal = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { ended.increment() }
            }
            signal.observe(first.observer)
            signal.observe(second.observer)
            input?.send(value: 1)
            input = nil
            #expect(first.events == [.value(1), .interrupted])
            #expect(second.events == [.value(1), .interrupted])
            #expect(ended.value == 1)
        }

        @Test("a signal released while observed, whose input nobody holds, ends its work and interrupts its observers")
        func releasedObservedSignalEnds() {
            let ended = Counter()
            let recorder = EventRecorder<Int, Never>()
            weak var weakSignal: Signal<Int, Never>?
            var input: Signal<Int, Never>.Observer? = nil
            do {
                let signal = Signal<Int, Never> { observer, lifetime in
                    input = observer
                    lifetime.observeEnded { ended.increment() }
                }
                weakSignal = signal
                signal.observe(recorder.observer)
            }
            input?.send(value: 1)
            #expect(ended.value == 0)
            input = nil
            #expect(ended.value == 1)
            #expect(recorder.events == [.value(1), .interrupted])
            #expect(weakSignal == nil)
        }

        @Test("a generator that keeps no input interrupts its signal when it returns")
        func generatorWithoutInput() {
            let ended = Counter()
            let recorder = EventRecorder<Int, Never>()
            let signal = Signal<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                observer.send(value: 1)
            }
            signal.observe(recorder.observer)
            #expect(ended.value == 1)
            #expect(recorder.events == [.interrupted])
        }

        @Test("a transformed signal nobody retains is disposed of when its source's input goes")
        func transformedSignalEndsWithSource() {
            let sourceEnded = Counter()
            let disposed = Counter()
            let recorder = EventRecorder<Int, Never>()
            var input: Signal<Int, Never>.Observer? = nil
            do {
                let source = Signal<Int, Never> { observer, lifetime in
                    input = observer
                    lifetime.observeEnded { sourceEnded.increment() }
                }
                source.map { $0 * 2 }.on(disposed: { disposed.increment() }).observe(recorder.observer)
            }
            input?.send(value: 2)
            #expect(disposed.value == 0)
            input = nil
            #expect(sourceEnded.value == 1)
            #expect(disposed.value == 1)
            #expect(recorder.events == [.value(4), .interrupted])
        }

        @Test("a signal that terminated is not interrupted when its input goes")
        func terminatedSignalStaysTerminated() {
            let recorder = EventRecorder<Int, Never>()
            var input: Signal<Int, Never>.Observer? = nil
            let signal = Signal<Int, Never> { observer, _ in input = observer }
            signal.observe(recorder.observer)
            input?.sendCompleted()
            input = nil
            #expect(recorder.events == [.completed])
        }

        @Test("Signal.never keeps its input, so its observers are not interrupted")
        func neverIsNotInterrupted() {
            let recorder = EventRecorder<Int, Never>()
            let signal = Signal<Int, Never>.never
            signal.observe(recorder.observer)
            #expect(recorder.events.isEmpty)
        }
    }

    @Suite("observing")
    struct Observing {
        @Test("disposing an observation stops its events and leaves other observers alone")
        func disposeOneObserver() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let kept = EventRecorder<Int, Never>()
            let dropped = EventRecorder<Int, Never>()
            signal.observe(kept.observer)
            let disposable = signal.observe(dropped.observer)
            input.send(value: 1)
            disposable?.dispose()
            input.send(value: 2)
            #expect(kept.values == [1, 2])
            #expect(dropped.values == [1])
            #expect(disposable?.isDisposed == true)
        }

        @Test("observeValues, observeCompleted, observeFailed, observeInterrupted and observeResult see their events")
        func conveniences() {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let values = EventRecorder<Int, Never>()
            let results = EventRecorder<Result<Int, TestError>, Never>()
            let failures = Counter()
            let completions = Counter()
            let interruptions = Counter()
            signal.observe(Signal.Observer(value: { values.observer.send(value: $0) }))
            signal.observeResult { results.observer.send(value: $0) }
            signal.observeFailed { _ in failures.increment() }
            signal.observeCompleted { completions.increment() }
            signal.observeInterrupted { interruptions.increment() }
            input.send(value: 3)
            input.send(error: .boom)
            #expect(values.values == [3])
            #expect(results.values == [.success(3), .failure(.boom)])
            #expect(failures.value == 1)
            #expect(completions.value == 0)
            #expect(interruptions.value == 0)
        }

        @Test("an observer may dispose its own observation while receiving an event")
        func disposeWhileReceiving() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            let subscription = SerialDisposable()
            subscription.inner = signal.observe { event in
                recorder.observer.send(event)
                subscription.dispose()
            }
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.values == [1])
        }

        @Test("an observer added while an event is delivered starts with the next event")
        func observeWhileDelivering() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let late = EventRecorder<Int, Never>()
            let added = Counter()
            signal.observeValues { _ in
                if added.value == 0 {
                    added.increment()
                    signal.observe(late.observer)
                }
            }
            input.send(value: 1)
            input.send(value: 2)
            #expect(late.values == [2])
        }
    }

    @Suite("events")
    struct Events {
        @Test("isTerminating is false only for values")
        func isTerminating() {
            #expect(!Signal<Int, TestError>.Event.value(1).isTerminating)
            #expect(Signal<Int, TestError>.Event.failed(.boom).isTerminating)
            #expect(Signal<Int, TestError>.Event.completed.isTerminating)
            #expect(Signal<Int, TestError>.Event.interrupted.isTerminating)
        }

        @Test("map and mapError transform only their own case")
        func mapAndMapError() {
            let value = Signal<Int, TestError>.Event.value(2)
            #expect(value.map { $0 * 10 } == .value(20))
            #expect(value.mapError { _ in OtherError.other } == .value(2))
            let failure = Signal<Int, TestError>.Event.failed(.boom)
            #expect(failure.map { $0 * 10 } == .failed(.boom))
            #expect(failure.mapError { _ in OtherError.other } == .failed(.other))
            #expect(Signal<Int, TestError>.Event.completed.map { $0 + 1 } == .completed)
        }

        @Test("value and error extract the payload")
        func payloads() {
            #expect(Signal<Int, TestError>.Event.value(4).value == 4)
            #expect(Signal<Int, TestError>.Event.value(4).error == nil)
            #expect(Signal<Int, TestError>.Event.failed(.boom).error == .boom)
            #expect(Signal<Int, TestError>.Event.interrupted.value == nil)
        }

        @Test("descriptions name the kind of event")
        func descriptions() {
            #expect(Signal<Int, TestError>.Event.value(4).description == "VALUE 4")
            #expect(Signal<Int, TestError>.Event.completed.description == "COMPLETED")
            #expect(Signal<Int, TestError>.Event.interrupted.description == "INTERRUPTED")
            #expect(Signal<Int, TestError>.Event.failed(.boom).description.hasPrefix("FAILED"))
        }

        @Test("Observer(value:failed:completed:interrupted:) routes each event to its callback")
        func observerCallbacks() {
            let log = EventRecorder<String, Never>()
            let observer = Signal<Int, TestError>.Observer(
                value: { log.observer.send(value: "v\($0)") },
                failed: { _ in log.observer.send(value: "f") },
                completed: { log.observer.send(value: "c") },
                interrupted: { log.observer.send(value: "i") }
            )
            observer.send(value: 1)
            observer.send(error: .boom)
            observer.sendCompleted()
            observer.sendInterrupted()
            #expect(log.values == ["v1", "f", "c", "i"])
        }
    }
}

enum TestError: Error, Equatable {
    case boom
    case other
}

enum OtherError: Error, Equatable {
    case other
}
