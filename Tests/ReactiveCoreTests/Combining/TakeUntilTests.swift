import ReactiveCore
import Testing

@Suite("take(until:), take(untilReplacement:), take(during:)")
struct TakeUntilTests {
    @Suite("Signal.take(until:)")
    struct SignalTakeUntil {
        @Test("forwards values until the trigger sends a value, then completes")
        func completesOnTriggerValue() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: trigger).observe(recorder.observer)
            input.send(value: 1)
            input.send(value: 2)
            fire.send(value: ())
            input.send(value: 3)
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("completes when the trigger completes")
        func completesOnTriggerCompletion() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: trigger).observe(recorder.observer)
            input.send(value: 1)
            fire.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("ignores an interrupted trigger")
        func ignoresTriggerInterruption() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: trigger).observe(recorder.observer)
            fire.sendInterrupted()
            input.send(value: 1)
            #expect(recorder.events == [.value(1)])
        }

        @Test("forwards the failure of the source")
        func forwardsFailure() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: Signal<(), Never>.never).observe(recorder.observer)
            input.send(error: .boom)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("forwards the completion of the source")
        func forwardsCompletion() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: Signal<(), Never>.never).observe(recorder.observer)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("forwards the interruption of the source")
        func forwardsInterruption() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: Signal<(), Never>.never).observe(recorder.observer)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("sends nothing after the trigger fired, even if the trigger fires again")
        func singleTermination() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(until: trigger).observe(recorder.observer)
            fire.send(value: ())
            fire.send(value: ())
            input.send(error: .boom)
            #expect(recorder.events == [.completed])
        }
    }

    @Suite("SignalProducer.take(until:)")
    struct ProducerTakeUntil {
        @Test("a trigger that fires at once completes the run without starting the source")
        func synchronousTrigger() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(until: SignalProducer<(), Never>(value: ())).start(recorder.observer)
            #expect(recorder.events == [.completed])
            #expect(probe.startCount == 0)
        }

        @Test("forwards values until the trigger fires, then interrupts the source run")
        func interruptsSource() {
            let probe = ProducerProbe<Int, CombiningError>()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(until: trigger).start(recorder.observer)
            probe.run().send(value: 1)
            fire.send(value: ())
            probe.run().send(value: 2)
            #expect(recorder.events == [.value(1), .completed])
            #expect(probe.endCount == 1)
        }

        @Test("interrupting the run interrupts the source and the trigger")
        func disposeInterruptsBoth() {
            let source = ProducerProbe<Int, CombiningError>()
            let trigger = ProducerProbe<(), Never>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            let run = source.producer.take(until: trigger.producer).start(recorder.observer)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(source.endCount == 1)
            #expect(trigger.endCount == 1)
        }

        @Test("every start observes the source and the trigger anew")
        func cold() {
            let (trigger, fire) = Signal<(), Never>.pipe()
            let producer = SignalProducer<Int, Never>.never.take(until: trigger)
            let first = CombiningRecorder<Int, Never>()
            let second = CombiningRecorder<Int, Never>()
            producer.start(first.observer)
            producer.start(second.observer)
            fire.send(value: ())
            #expect(first.isCompleted)
            #expect(second.isCompleted)
        }
    }

    @Suite("take(untilReplacement:)")
    struct TakeUntilReplacement {
        @Test("forwards the source until the replacement sends, then only the replacement")
        func switchesToReplacement() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (replacement, replace) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(untilReplacement: replacement).observe(recorder.observer)
            input.send(value: 1)
            replace.send(value: 10)
            input.send(value: 2)
            replace.send(value: 11)
            replace.sendCompleted()
            #expect(recorder.events == [.value(1), .value(10), .value(11), .completed])
        }

        @Test("does not forward the completion of the source")
        func ignoresSourceCompletion() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (replacement, replace) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(untilReplacement: replacement).observe(recorder.observer)
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1)])
            replace.send(value: 2)
            #expect(recorder.events == [.value(1), .value(2)])
        }

        @Test("forwards a failure of the source before the replacement begins")
        func forwardsSourceFailure() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(untilReplacement: .never).observe(recorder.observer)
            input.send(error: .boom)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("forwards a failure of the replacement")
        func forwardsReplacementFailure() {
            let (replacement, replace) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            Signal<Int, CombiningError>.never.take(untilReplacement: replacement).observe(recorder.observer)
            replace.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("a producer whose replacement sends at once never starts the source")
        func producerSynchronousReplacement() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(untilReplacement: SignalProducer(values: 7, 8)).start(recorder.observer)
            #expect(recorder.events == [.value(7), .value(8), .completed])
            #expect(probe.startCount == 0)
        }

        @Test("a producer interrupts the source run when the replacement begins")
        func producerInterruptsSource() {
            let probe = ProducerProbe<Int, CombiningError>()
            let (replacement, replace) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(untilReplacement: replacement).start(recorder.observer)
            probe.run().send(value: 1)
            replace.send(value: 2)
            #expect(recorder.values == [1, 2])
            #expect(probe.endCount == 1)
        }
    }

    @Suite("take(during:)")
    struct TakeDuring {
        @Test("a signal completes when the lifetime ends")
        func signalCompletesAtEnd() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (lifetime, token) = Lifetime.make()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(during: lifetime).observe(recorder.observer)
            input.send(value: 1)
            token.dispose()
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("a signal taken during an ended lifetime has already completed")
        func signalEndedLifetime() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(during: .empty).observe(recorder.observer)
            input.send(value: 1)
            #expect(recorder.events == [.interrupted])
        }

        @Test("a signal forwards a failure before the lifetime ends")
        func signalFailure() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (lifetime, token) = Lifetime.make()
            let recorder = CombiningRecorder<Int, CombiningError>()
            source.take(during: lifetime).observe(recorder.observer)
            input.send(error: .boom)
            token.dispose()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("a producer completes when the lifetime ends and interrupts the source run")
        func producerCompletesAtEnd() {
            let probe = ProducerProbe<Int, CombiningError>()
            let (lifetime, token) = Lifetime.make()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(during: lifetime).start(recorder.observer)
            probe.run().send(value: 1)
            token.dispose()
            #expect(recorder.events == [.value(1), .completed])
            #expect(probe.endCount == 1)
        }

        @Test("a producer taken during an ended lifetime completes without starting the source")
        func producerEndedLifetime() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.take(during: .empty).start(recorder.observer)
            #expect(recorder.events == [.completed])
            #expect(probe.startCount == 0)
        }

        @Test("the lifetime ends when its token is released")
        func tokenRelease() {
            let (source, input) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            do {
                let (lifetime, token) = Lifetime.make()
                source.take(during: lifetime).observe(recorder.observer)
                input.send(value: 1)
                withExtendedLifetime(token) {}
            }
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .completed])
        }
    }
}

@Suite("take(until:) a lifetime's end")
struct TakeUntilLifetimeEndTests {
    @Test("a signal completes when the lifetime ends")
    func signalCompletesAtEnd() {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.take(until: lifetime.ended).observe(recorder.observer)
        input.send(value: 1)
        token.dispose()
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("a producer run completes without starting when the lifetime has already ended")
    func producerAfterEnd() {
        let starts = Counter()
        let recorder = EventRecorder<Int, Never>()
        let (lifetime, token) = Lifetime.make()
        _ = lifetime.ended
        token.dispose()
        SignalProducer<Int, Never> { _, _ in starts.increment() }.take(until: lifetime.ended).start(recorder.observer)
        #expect(starts.value == 0)
        #expect(recorder.events == [.completed])
    }

    @Test("a producer run is interrupted upstream when the lifetime ends")
    func producerStopsAtEnd() {
        let ended = Counter()
        let recorder = EventRecorder<Int, Never>()
        let (lifetime, token) = Lifetime.make()
        SignalProducer<Int, Never> { observer, runLifetime in
            runLifetime.observeEnded { ended.increment() }
            observer.send(value: 7)
        }.take(until: lifetime.ended).start(recorder.observer)
        token.dispose()
        #expect(recorder.events == [.value(7), .completed])
        #expect(ended.value == 1)
    }
}
