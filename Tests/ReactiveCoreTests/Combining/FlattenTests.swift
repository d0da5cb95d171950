import ReactiveCore
import Testing

/// Flattens a new signal of inner producers with `strategy` and records the result: the outer
/// signal's input and the recorder.
private func flattening(
    _ strategy: FlattenStrategy
) -> (send: Signal<SignalProducer<Int, CombiningError>, CombiningError>.Observer, recorder: CombiningRecorder<Int, CombiningError>) {
    let (outer, send) = outerPipe(Int.self, CombiningError.self)
    let recorder = CombiningRecorder<Int, CombiningError>()
    outer.flatten(strategy).observe(recorder.observer)
    return (send, recorder)
}

/// A signal of inner producers, and its input.
private func outerPipe<Value, Error>(
    _: Value.Type = Value.self, _: Error.Type = Error.self
) -> (Signal<SignalProducer<Value, Error>, Error>, Signal<SignalProducer<Value, Error>, Error>.Observer) {
    Signal<SignalProducer<Value, Error>, Error>.pipe()
}

@Suite("flatten")
struct FlattenTests {
    @Suite(".merge")
    struct Merge {
        @Test("forwards the values of all inner streams as they come")
        func forwardsValues() {
            let (send, recorder) = flattening(.merge)
            let first = ProducerProbe<Int, CombiningError>()
            let second = ProducerProbe<Int, CombiningError>()
            send.send(value: first.producer)
            send.send(value: second.producer)
            first.run().send(value: 1)
            second.run().send(value: 2)
            first.run().send(value: 3)
            #expect(recorder.values == [1, 2, 3])
        }

        @Test("completes when the outer stream and every inner stream have completed")
        func completion() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let inner = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(value: inner.producer)
            send.sendCompleted()
            #expect(!recorder.isTerminated)
            inner.run().sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("completes at once when the outer stream completes with no inner stream running")
        func completionWithoutInners() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(value: SignalProducer(value: 1))
            send.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("fails when an inner stream fails, interrupting the other inner streams")
        func innerFailure() {
            let (send, recorder) = flattening(.merge)
            let other = ProducerProbe<Int, CombiningError>()
            send.send(value: other.producer)
            send.send(value: SignalProducer(error: .boom))
            #expect(recorder.events == [.failed(.boom)])
            #expect(other.endCount == 1)
        }

        @Test("fails when the outer stream fails")
        func outerFailure() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("is interrupted when the outer stream is interrupted, and interrupts the inner streams")
        func outerInterruption() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let inner = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(value: inner.producer)
            send.sendInterrupted()
            #expect(recorder.events == [.interrupted])
            #expect(inner.endCount == 1)
        }

        @Test("an interrupted inner stream counts as completed")
        func innerInterruption() {
            let (send, recorder) = flattening(.merge)
            let inner = ProducerProbe<Int, CombiningError>()
            send.send(value: inner.producer)
            send.sendCompleted()
            inner.run().sendInterrupted()
            #expect(recorder.events == [.completed])
        }

        @Test("interrupting a flattened producer interrupts its inner producers")
        func producerDisposal() {
            let inner = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            let run = SignalProducer<SignalProducer<Int, Never>, Never>(value: inner.producer)
                .concat(.never)
                .flatten(.merge)
                .start(recorder.observer)
            #expect(inner.startCount == 1)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(inner.endCount == 1)
        }

        @Test("inner streams may be signals")
        func signalInners() {
            let (outer, send) = Signal<Signal<Int, Never>, Never>.pipe()
            let (inner, sendInner) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(value: inner)
            sendInner.send(value: 5)
            #expect(recorder.values == [5])
        }
    }

    @Suite(".concat")
    struct Concat {
        @Test("runs the inner streams one after the other, queuing those that arrive meanwhile")
        func sequential() {
            let (send, recorder) = flattening(.concat)
            let first = ProducerProbe<Int, CombiningError>()
            let second = ProducerProbe<Int, CombiningError>()
            send.send(value: first.producer)
            send.send(value: second.producer)
            #expect(first.startCount == 1)
            #expect(second.startCount == 0)
            first.run().send(value: 1)
            first.run().sendCompleted()
            #expect(second.startCount == 1)
            second.run().send(value: 2)
            #expect(recorder.values == [1, 2])
        }

        @Test("completes after the last queued inner stream")
        func completion() {
            let (send, recorder) = flattening(.concat)
            let first = ProducerProbe<Int, CombiningError>()
            send.send(value: first.producer)
            send.send(value: SignalProducer(value: 9))
            send.sendCompleted()
            #expect(!recorder.isTerminated)
            first.run().sendCompleted()
            #expect(recorder.events == [.value(9), .completed])
        }

        @Test("an interrupted inner stream lets the next one start")
        func interruptionStartsNext() {
            let (send, recorder) = flattening(.concat)
            let first = ProducerProbe<Int, CombiningError>()
            send.send(value: first.producer)
            send.send(value: SignalProducer(value: 2))
            first.run().sendInterrupted()
            #expect(recorder.values == [2])
        }

        @Test("a failing inner stream fails the result and the queue is dropped")
        func failure() {
            let (send, recorder) = flattening(.concat)
            let queued = ProducerProbe<Int, CombiningError>()
            send.send(value: SignalProducer(error: .boom))
            send.send(value: queued.producer)
            #expect(recorder.events == [.failed(.boom)])
            #expect(queued.startCount == 0)
        }

        @Test("an inner stream taken from the queue and started is no longer held by the queue")
        func releasesStartedInner() {
            let (outer, send) = Signal<MutableProperty<Int>, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten(.concat).observe(recorder.observer)
            var first: MutableProperty<Int>? = MutableProperty(1)
            weak var second: MutableProperty<Int>?
            do {
                let queued = MutableProperty(2)
                second = queued
                send.send(value: first!)
                send.send(value: queued)
            }
            #expect(second != nil)
            first = nil
            #expect(recorder.values == [1, 2])
            #expect(second == nil)
        }

        @Test("thousands of synchronous inner producers run in order without deep recursion")
        func manySynchronousInners() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(0..<10_000).flatMap(.concat) { SignalProducer(value: $0) }.start(recorder.observer)
            #expect(recorder.values == Array(0..<10_000))
            #expect(recorder.isCompleted)
        }
    }

    @Suite(".concurrent(limit:)")
    struct Concurrent {
        @Test("runs at most `limit` inner streams at once, starting the queued ones in order")
        func limit() {
            let (outer, send) = outerPipe(Int.self, Never.self)
            let probes = (0..<3).map { _ in ProducerProbe<Int, Never>() }
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten(.concurrent(limit: 2)).observe(recorder.observer)
            for probe in probes { send.send(value: probe.producer) }
            #expect(probes.map(\.startCount) == [1, 1, 0])
            probes[1].run().sendCompleted()
            #expect(probes[2].startCount == 1)
            probes[0].run().send(value: 0)
            probes[2].run().send(value: 2)
            #expect(recorder.values == [0, 2])
        }
    }

    @Suite(".latest")
    struct Latest {
        @Test("forwards only the latest inner stream and interrupts the previous one")
        func switches() {
            let (send, recorder) = flattening(.latest)
            let first = ProducerProbe<Int, CombiningError>()
            let second = ProducerProbe<Int, CombiningError>()
            send.send(value: first.producer)
            first.run().send(value: 1)
            send.send(value: second.producer)
            #expect(first.endCount == 1)
            first.run().send(value: 2)
            second.run().send(value: 3)
            #expect(recorder.values == [1, 3])
        }

        @Test("ignores events of a replaced inner signal")
        func ignoresReplacedSignal() {
            let (outer, send) = Signal<Signal<Int, Never>, Never>.pipe()
            let (first, sendFirst) = Signal<Int, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten(.latest).observe(recorder.observer)
            send.send(value: first)
            send.send(value: second)
            sendFirst.send(value: 1)
            sendFirst.sendCompleted()
            send.sendCompleted()
            sendSecond.send(value: 2)
            #expect(recorder.events == [.value(2)])
            sendSecond.sendCompleted()
            #expect(recorder.events == [.value(2), .completed])
        }

        @Test("completes when the outer stream completes after the latest inner stream")
        func outerCompletesLast() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.latest).observe(recorder.observer)
            send.send(value: SignalProducer(value: 1))
            #expect(!recorder.isTerminated)
            send.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("an interrupted latest inner stream counts as completed")
        func interruptedInner() {
            let (send, recorder) = flattening(.latest)
            let inner = ProducerProbe<Int, CombiningError>()
            send.send(value: inner.producer)
            send.sendCompleted()
            inner.run().sendInterrupted()
            #expect(recorder.events == [.completed])
        }

        @Test("a failure of the latest inner stream is forwarded")
        func innerFailure() {
            let (send, recorder) = flattening(.latest)
            send.send(value: SignalProducer(error: .other))
            #expect(recorder.events == [.failed(.other)])
        }
    }

    @Suite(".race")
    struct Race {
        @Test("forwards only the first inner stream to send and interrupts the others")
        func firstWins() {
            let (send, recorder) = flattening(.race)
            let slow = ProducerProbe<Int, CombiningError>()
            let fast = ProducerProbe<Int, CombiningError>()
            send.send(value: slow.producer)
            send.send(value: fast.producer)
            fast.run().send(value: 1)
            #expect(slow.endCount == 1)
            slow.run().send(value: 2)
            fast.run().send(value: 3)
            #expect(recorder.values == [1, 3])
        }

        @Test("ignores inner streams that arrive after the winner is known")
        func laterInnersIgnored() {
            let (send, recorder) = flattening(.race)
            let late = ProducerProbe<Int, CombiningError>()
            send.send(value: SignalProducer(value: 1).concat(.never))
            send.send(value: late.producer)
            #expect(late.startCount == 0)
            #expect(recorder.values == [1])
        }

        @Test("forwards the interruption of the winner")
        func winnerInterruption() {
            let (send, recorder) = flattening(.race)
            let inner = ProducerProbe<Int, CombiningError>()
            send.send(value: inner.producer)
            inner.run().sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("completes when the outer stream and the winner have completed")
        func completion() {
            let (outer, send) = outerPipe(Int.self, CombiningError.self)
            let inner = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.race).observe(recorder.observer)
            send.send(value: inner.producer)
            send.sendCompleted()
            inner.run().send(value: 1)
            #expect(!recorder.isTerminated)
            inner.run().sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("completes at once if the outer stream completes without inner streams")
        func emptyOuter() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer<SignalProducer<Int, Never>, Never>.empty.flatten(.race).start(recorder.observer)
            #expect(recorder.events == [.completed])
        }
    }

    @Suite(".throttle")
    struct Throttle {
        @Test("drops inner streams that arrive while one runs, and runs the next after it completes")
        func dropsWhileRunning() {
            let (outer, send) = outerPipe(Int.self, Never.self)
            let first = ProducerProbe<Int, Never>()
            let dropped = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten(.throttle).observe(recorder.observer)
            send.send(value: first.producer)
            send.send(value: dropped.producer)
            #expect(dropped.startCount == 0)
            first.run().send(value: 1)
            first.run().sendCompleted()
            send.send(value: SignalProducer(value: 2))
            send.sendCompleted()
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }
    }

    @Suite("error promotion and flatMap")
    struct FlatMap {
        @Test("a signal flat-maps its values to producers")
        func signalFlatMap() {
            let (outer, send) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatMap(.merge) { SignalProducer<Int, CombiningError>(values: $0, $0 * 10) }.observe(recorder.observer)
            send.send(value: 1)
            send.send(value: 2)
            #expect(recorder.values == [1, 10, 2, 20])
        }

        @Test("inner producers that cannot fail are promoted to the outer error")
        func innerPromotion() {
            let (outer, send) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatMap(.latest) { SignalProducer<Int, Never>(value: $0 + 1) }.observe(recorder.observer)
            send.send(value: 1)
            send.send(error: .boom)
            #expect(recorder.events == [.value(2), .failed(.boom)])
        }

        @Test("an outer stream that cannot fail is promoted to the inner error")
        func outerPromotion() {
            let (outer, send) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatMap(.concat) { value in
                value < 0 ? SignalProducer<Int, CombiningError>(error: .other) : SignalProducer(value: value)
            }.observe(recorder.observer)
            send.send(value: 1)
            send.send(value: -1)
            #expect(recorder.events == [.value(1), .failed(.other)])
        }

        @Test("nothing can fail when neither the outer nor the inner streams can")
        func neverFails() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer<SignalProducer<Int, Never>, Never>(values: SignalProducer(value: 1), SignalProducer(value: 2))
                .flatten(.concat)
                .start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("flatten promotes inner producers that cannot fail to the outer error")
        func flattenInnerPromotion() {
            let (outer, send) = Signal<SignalProducer<Int, Never>, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.merge).observe(recorder.observer)
            send.send(value: SignalProducer(value: 1))
            send.send(error: .other)
            #expect(recorder.events == [.value(1), .failed(.other)])
        }

        @Test("flatten promotes an outer signal that cannot fail to the inner error")
        func flattenOuterPromotion() {
            let (outer, send) = Signal<SignalProducer<Int, CombiningError>, Never>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            outer.flatten(.latest).observe(recorder.observer)
            send.send(value: SignalProducer(value: 1))
            send.send(value: SignalProducer(error: .boom))
            #expect(recorder.events == [.value(1), .failed(.boom)])
        }

        @Test("a producer flat-maps to signals")
        func producerToSignals() {
            let (inner, send) = Signal<String, Never>.pipe()
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(values: 1, 2).flatMap(.merge) { _ in inner }.start(recorder.observer)
            send.send(value: "x")
            #expect(recorder.values == ["x", "x"])
        }

        @Test("a producer that may fail flat-maps to producers that cannot")
        func producerInnerPromotion() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(values: 1, 2)
                .flatMap(.concat) { SignalProducer<Int, Never>(value: $0 * 3) }
                .start(recorder.observer)
            #expect(recorder.events == [.value(3), .value(6), .completed])
        }

        @Test("a producer that cannot fail flat-maps to producers that may")
        func producerOuterPromotion() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, Never>(values: 1, 2)
                .flatMap(.concat) { _ in SignalProducer<Int, CombiningError>(error: .boom) }
                .start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("flatten() sends the elements of every sequence")
        func sequences() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer<[Int], Never>(values: [1, 2], [], [3]).flatten().start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("a signal of sequences is flattened too")
        func signalSequences() {
            let (outer, send) = Signal<[Int], Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            outer.flatten().observe(recorder.observer)
            send.send(value: [4, 5])
            #expect(recorder.values == [4, 5])
        }

        @Test("a value sent to the outer stream from inside an observer is flattened after the current one")
        func reentrantOuterSend() {
            let (outer, send) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            let flattened = outer.flatMap(.merge) { SignalProducer<Int, Never>(values: $0, $0) }
            flattened.observeValues { value in
                if value == 1 { send.send(value: 2) }
            }
            flattened.observe(recorder.observer)
            send.send(value: 1)
            #expect(recorder.values == [1, 1, 2, 2, 2, 2])
        }
    }
}
