import ReactiveCore
import Testing

@Suite("Async streams")
struct AsyncStreamTests {
    @Test("asyncStream yields the values sent after it was made, then ends on completion")
    func asyncStream() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let stream = signal.asyncStream
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        var collected: [Int] = []
        for await value in stream { collected.append(value) }
        #expect(collected == [1, 2])
    }

    @Test("asyncThrowingStream throws the signal's error after its values")
    func asyncThrowingStream() async {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let stream = signal.asyncThrowingStream
        input.send(value: 1)
        input.send(error: .boom)
        let (collected, thrown) = await Self.valuesAndError(of: stream)
        #expect(collected == [1])
        #expect(thrown as? TestError == .boom)
    }

    /// The values `stream` yields and the error it ends with, if any.
    static func valuesAndError(of stream: AsyncThrowingStream<Int, any Error>) async -> ([Int], (any Error)?) {
        var collected: [Int] = []
        do {
            for try await value in stream { collected.append(value) }
            return (collected, nil)
        } catch {
            return (collected, error)
        }
    }

    @Test("asyncThrowingStream ends normally when the signal is interrupted")
    func interrupted() async throws {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let stream = signal.asyncThrowingStream
        input.sendInterrupted()
        var count = 0
        for try await _ in stream { count += 1 }
        #expect(count == 0)
    }

    @Test("cancelling the stream's consumer detaches it from the signal")
    func cancellationDetaches() async {
        let ended = Counter()
        var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)? =
            Signal.pipe(disposable: AnyDisposable { ended.increment() })
        let input = pipe!.input
        let stream = pipe!.output.asyncStream
        pipe = nil
        await Self.cancelAfterFirstValue(of: stream) { input.send(value: 1) }
        #expect(ended.value == 1)
    }

    /// Iterates `stream` in a task until it has received the value that `send` makes it
    /// yield, then cancels the task and waits for it to end.
    static func cancelAfterFirstValue(of stream: AsyncStream<Int>, sending send: () -> Void) async {
        let received = SyncRecorder<Int>()
        let task = Task {
            for await value in stream { received.append(value) }
        }
        send()
        #expect(await received.wait(forCount: 1))
        task.cancel()
        await task.value
    }

    @Suite("of a producer")
    struct Producer {
        @Test("asyncStream starts the producer when it is made and yields its values")
        func asyncStream() async {
            let starts = Counter()
            let producer = SignalProducer<Int, Never> { observer, _ in
                starts.increment()
                observer.send(value: 1)
                observer.send(value: 2)
                observer.sendCompleted()
            }
            let stream = producer.asyncStream
            #expect(starts.value == 1)
            var collected: [Int] = []
            for await value in stream { collected.append(value) }
            #expect(collected == [1, 2])
        }

        @Test("asyncThrowingStream throws the producer's error after its values")
        func asyncThrowingStream() async {
            let stream = SignalProducer<Int, TestError>(values: 1, 2).concat(error: .boom).asyncThrowingStream
            let (collected, thrown) = await AsyncStreamTests.valuesAndError(of: stream)
            #expect(collected == [1, 2])
            #expect(thrown as? TestError == .boom)
        }

        @Test("cancelling the stream's consumer interrupts the run")
        func cancellationInterrupts() async {
            let interrupted = Counter()
            let (values, input) = Signal<Int, Never>.pipe()
            let stream = SignalProducer(values).on(interrupted: { interrupted.increment() }).asyncStream
            await AsyncStreamTests.cancelAfterFirstValue(of: stream) { input.send(value: 1) }
            #expect(interrupted.value == 1)
        }
    }
}
