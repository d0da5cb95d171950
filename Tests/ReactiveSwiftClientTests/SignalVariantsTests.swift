import ReactiveCore
import Testing

@Suite("Signal and producer variants")
struct SignalVariantsTests {
    @Test("ProducedSignal names the signal a producer's run hands out")
    func producedSignal() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        let values = Recorded<Int>()
        producer.startWithSignal { (signal: SignalProducer<Int, Never>.ProducedSignal, _) in
            signal.observeValues { values.append($0) }
        }
        #expect(values.items == [1, 2])
    }

    @Test("a reentrant pipe delivers what its own observers send, after the current value")
    func reentrantPipe() {
        let (signal, observer) = Signal<Int, Never>.reentrantUnserializedPipe()
        let values = Recorded<Int>()
        signal
            .take(first: 5)
            .map { $0 + 1 }
            .on(value: { values.append($0) })
            .observeValues { observer.send(value: $0) }
        observer.send(value: 1)
        #expect(values.items == [2, 3, 4, 5, 6])
    }

    @Test("the reentrant pipe disposes its disposable when it terminates")
    func reentrantPipeDisposable() {
        let disposable = AnyDisposable()
        let (_, observer) = Signal<Int, Never>.reentrantUnserializedPipe(disposable: disposable)
        observer.sendCompleted()
        #expect(disposable.isDisposed)
    }

    @Test("unserialized signals and pipes deliver like ordinary ones")
    func unserializedSignals() {
        let values = Recorded<Int>()
        let (pipe, input) = Signal<Int, Never>.unserializedPipe()
        pipe.observeValues { values.append($0) }
        input.send(value: 1)
        let generated = Signal<Int, Never>.unserialized { observer, _ in
            observer.send(value: 2)
        }
        generated.observeValues { values.append($0) }
        let reentrant = Signal<Int, Never>.reentrantUnserialized { observer, lifetime in
            lifetime += pipe.map { $0 * 10 }.observe(observer)
        }
        reentrant.observeValues { values.append($0) }
        input.send(value: 3)
        #expect(values.items == [1, 3, 30])
    }

    @Test("an unserialized producer runs its start handler on every start and ignores events after the end")
    func unserializedProducer() {
        let starts = Recorded<Int>()
        let producer = SignalProducer<Int, Never>.unserialized { observer, _ in
            starts.append(1)
            observer.send(value: 1)
            observer.sendCompleted()
            observer.send(value: 2)
        }
        let values = Recorded<Int>()
        producer.map { $0 * 2 }.startWithValues { values.append($0) }
        producer.startWithValues { values.append($0) }
        #expect(values.items == [2, 1])
        #expect(starts.items.count == 2)
    }
}
