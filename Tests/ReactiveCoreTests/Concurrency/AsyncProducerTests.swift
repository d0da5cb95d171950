import ReactiveCore
import Testing

@Suite("SignalProducer from async code")
struct AsyncProducerTests {
    @Suite("init(operation:)")
    struct Operation {
        @Test("sends the operation's result and completes")
        func result() async {
            let recorder = SyncRecorder<Signal<Int, Never>.Event>()
            SignalProducer<Int, Never>(operation: { 42 }).start { recorder.append($0) }
            #expect(await recorder.wait(forCount: 2))
            #expect(recorder.items == [.value(42), .completed])
        }

        @Test("accepts a trailing async closure; a synchronous one keeps its ReactiveSwift meaning")
        func trailingClosure() async {
            let recorder = SyncRecorder<Int>()
            SignalProducer<Int, Never> {
                await Task.yield()
                return 1
            }.startWithValues { recorder.append($0) }
            #expect(await recorder.wait(forCount: 1))
            SignalProducer<Int, Never> { 2 }.startWithValues { recorder.append($0) }
            // The synchronous closure ran at once, on this thread.
            #expect(recorder.items == [1, 2])
        }

        @Test("fails with the error the operation throws, typed")
        func failure() async {
            let recorder = SyncRecorder<Signal<Int, TestError>.Event>()
            SignalProducer<Int, TestError>(operation: { () async throws(TestError) -> Int in
                throw .boom
            }).start { recorder.append($0) }
            #expect(await recorder.wait(forCount: 1))
            #expect(recorder.items == [.failed(.boom)])
        }

        @Test("accepts an untyped throwing operation for an any Error producer")
        func untypedFailure() async {
            let recorder = SyncRecorder<String>()
            SignalProducer<Int, any Error>(operation: { throw TestError.other }).startWithFailed { error in
                recorder.append("\(error)")
            }
            #expect(await recorder.wait(forCount: 1))
            #expect(recorder.items == ["other"])
        }

        @Test("runs the operation again on every start")
        func coldPerStart() async {
            let calls = Counter()
            let recorder = SyncRecorder<Int>()
            let producer = SignalProducer<Int, Never>(operation: {
                calls.increment()
                return 1
            })
            producer.startWithValues { recorder.append($0) }
            producer.startWithValues { recorder.append($0) }
            #expect(await recorder.wait(forCount: 2))
            #expect(calls.value == 2)
        }

        @Test("does not run the operation before start")
        func lazy() async {
            let calls = Counter()
            _ = SignalProducer<Int, Never>(operation: {
                calls.increment()
                return 1
            })
            await Task.yield()
            #expect(calls.value == 0)
        }

        @Test("disposing the run cancels the task and interrupts")
        func disposeCancels() async {
            let log = SyncRecorder<String>()
            let events = SyncRecorder<Signal<Int, any Error>.Event>()
            let producer = SignalProducer<Int, any Error>(operation: {
                log.append("started")
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    log.append("cancelled")
                    throw error
                }
                return 1
            })
            let disposable = producer.start { events.append($0) }
            #expect(await log.wait(forCount: 1))
            disposable.dispose()
            #expect(await log.wait(forCount: 2))
            #expect(log.items == ["started", "cancelled"])
            #expect(events.items.count == 1)
            if case .interrupted = events.items.first {} else { Issue.record("expected interrupted") }
        }

        @Test("the task inherits the given priority")
        func priority() async {
            let recorder = SyncRecorder<TaskPriority>()
            SignalProducer<Int, Never>(priority: .low, operation: {
                recorder.append(Task.currentPriority)
                return 0
            }).start()
            #expect(await recorder.wait(forCount: 1))
            #expect(recorder.items == [.low])
        }

        @Test("composes with operators")
        func operators() async {
            let recorder = SyncRecorder<Int>()
            SignalProducer<Int, Never>(operation: { 20 }).map { $0 + 1 }.startWithValues { recorder.append($0) }
            #expect(await recorder.wait(forCount: 1))
            #expect(recorder.items == [21])
        }
    }

    @Suite("init(_: AsyncSequence)")
    struct FromAsyncSequence {
        @Test("sends the elements of an AsyncStream, then completes")
        func stream() async {
            let stream = AsyncStream<Int> { continuation in
                for value in 1 ... 3 { continuation.yield(value) }
                continuation.finish()
            }
            let recorder = SyncRecorder<Signal<Int, Never>.Event>()
            SignalProducer(stream).start { recorder.append($0) }
            #expect(await recorder.wait(forCount: 4))
            #expect(recorder.items == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("fails with the error a throwing sequence throws")
        func throwingStream() async {
            let stream = AsyncThrowingStream<Int, any Error> { continuation in
                continuation.yield(1)
                continuation.finish(throwing: TestError.boom)
            }
            let recorder = SyncRecorder<String>()
            SignalProducer(stream).start { event in
                switch event {
                case let .value(value): recorder.append("value \(value)")
                case let .failed(error): recorder.append("failed \(error)")
                case .completed: recorder.append("completed")
                case .interrupted: recorder.append("interrupted")
                }
            }
            #expect(await recorder.wait(forCount: 2))
            #expect(recorder.items == ["value 1", "failed boom"])
        }

        @Test("disposing the run cancels the iteration")
        func disposeCancels() async {
            let terminations = SyncRecorder<String>()
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            continuation.onTermination = { termination in
                if case .cancelled = termination { terminations.append("cancelled") }
            }
            let values = SyncRecorder<Int>()
            let disposable = SignalProducer(stream).startWithValues { values.append($0) }
            continuation.yield(1)
            #expect(await values.wait(forCount: 1))
            disposable.dispose()
            #expect(await terminations.wait(forCount: 1))
            continuation.yield(2)
            #expect(values.items == [1])
        }

        @Test("round-trips a producer through its async values")
        func roundTrip() async {
            let recorder = SyncRecorder<Signal<Int, Never>.Event>()
            SignalProducer(SignalProducer<Int, Never>([1, 2, 3]).values).start { recorder.append($0) }
            #expect(await recorder.wait(forCount: 4))
            #expect(recorder.items == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("round-trips a property's values until the producer is disposed")
        func propertyRoundTrip() async {
            let property = MutableProperty(0)
            let recorder = SyncRecorder<Int>()
            let disposable = SignalProducer(property.values).startWithValues { recorder.append($0) }
            #expect(await recorder.wait(forCount: 1))
            property.value = 1
            #expect(await recorder.wait(forCount: 2))
            disposable.dispose()
            #expect(recorder.items == [0, 1])
        }
    }
}
