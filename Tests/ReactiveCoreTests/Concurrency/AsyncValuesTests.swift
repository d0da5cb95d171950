import ReactiveCore
import Testing

@Suite("AsyncValues")
struct AsyncValuesTests {
    @Suite("SignalProducer.values")
    struct ProducerValues {
        @Test("yields every value, then ends when the producer completes")
        func values() async {
            var collected: [Int] = []
            for await value in SignalProducer<Int, Never>([1, 2, 3]).values {
                collected.append(value)
            }
            #expect(collected == [1, 2, 3])
        }

        @Test("needs no try for a producer that cannot fail")
        func nonThrowing() async {
            var iterator = SignalProducer<Int, Never>(value: 7).values.makeAsyncIterator()
            #expect(await iterator.next() == 7)
            #expect(await iterator.next() == nil)
        }

        @Test("rethrows the producer's error with its type, after the values before it")
        func failure() async {
            var collected: [Int] = []
            do throws(TestError) {
                let producer = SignalProducer<Int, TestError> { observer, _ in
                    observer.send(value: 1)
                    observer.send(error: .boom)
                }
                for try await value in producer.values {
                    collected.append(value)
                }
                Issue.record("The sequence should have thrown")
            } catch {
                #expect(error == .boom)
            }
            #expect(collected == [1])
        }

        @Test("returns nil after having thrown")
        func nilAfterFailure() async throws {
            var iterator = SignalProducer<Int, TestError>(error: .boom).values.makeAsyncIterator()
            do throws(TestError) {
                _ = try await iterator.next()
                Issue.record("next() should have thrown")
            } catch {
                #expect(error == .boom)
            }
            #expect(try await iterator.next() == nil)
        }

        @Test("ends without error when the producer is interrupted")
        func interrupted() async throws {
            var collected: [Int] = []
            let producer = SignalProducer<Int, TestError> { observer, _ in
                observer.send(value: 1)
                observer.sendInterrupted()
            }
            for try await value in producer.values {
                collected.append(value)
            }
            #expect(collected == [1])
        }

        @Test("starts a new run for every iteration")
        func coldPerIteration() async {
            let starts = Counter()
            let producer = SignalProducer<Int, Never> { observer, _ in
                starts.increment()
                observer.send(value: starts.value)
                observer.sendCompleted()
            }
            for await _ in producer.values {}
            for await _ in producer.values {}
            #expect(starts.value == 2)
        }

        @Test("values sent from another thread arrive complete and in order")
        func otherThread() async {
            let producer = SignalProducer<Int, Never> { observer, _ in
                Task.detached {
                    for value in 1 ... 10_000 { observer.send(value: value) }
                    observer.sendCompleted()
                }
            }
            var collected: [Int] = []
            for await value in producer.values { collected.append(value) }
            #expect(collected == Array(1 ... 10_000))
        }

        @Test("breaking out of the loop interrupts the run")
        func breakDisposes() async {
            let ended = Counter()
            let (signal, input) = Signal<Int, Never>.pipe()
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                lifetime += signal.observe(observer)
                observer.send(value: 0)
            }
            for await value in producer.values where value == 0 {
                break
            }
            #expect(ended.value == 1)
            input.sendCompleted()
        }

        @Test("releasing an iterator that was never used interrupts its run")
        func unusedIterator() {
            let ended = Counter()
            let producer = SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { ended.increment() }
            }
            var iterator: AsyncValues<Int, Never>.Iterator? = producer.values.makeAsyncIterator()
            #expect(ended.value == 0)
            _ = iterator
            iterator = nil
            #expect(ended.value == 1)
        }

        @Test("cancelling the task while it waits ends the sequence and interrupts the run")
        func cancelWhileSuspended() async {
            let started = SyncRecorder<Int>()
            let ended = SyncRecorder<Bool>()
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.append(true) }
                observer.send(value: 1)
            }
            let task = Task {
                var collected: [Int] = []
                for await value in producer.values {
                    collected.append(value)
                    started.append(value)
                }
                return collected
            }
            #expect(await started.wait(forCount: 1))
            task.cancel()
            #expect(await task.value == [1])
            #expect(await ended.wait(forCount: 1))
        }

        @Test("a task cancelled before iterating gets nothing and interrupts the run at once")
        func cancelledBeforehand() async {
            let ended = Counter()
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                observer.send(value: 1)
            }
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                var iterator = producer.values.makeAsyncIterator()
                return await iterator.next()
            }
            #expect(await task.value == nil)
            #expect(ended.value == 1)
        }

        @Test("the resources of a cancelled run are released")
        func releasesRunResources() async {
            let released = SyncRecorder<Bool>()
            let started = SyncRecorder<Int>()
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                let resource = DeinitProbe { released.append(true) }
                lifetime.observeEnded { _ = resource }
                observer.send(value: 1)
            }
            let task = Task {
                for await value in producer.values { started.append(value) }
            }
            #expect(await started.wait(forCount: 1))
            #expect(released.items.isEmpty)
            task.cancel()
            await task.value
            #expect(await released.wait(forCount: 1))
        }

        @Test("cancelling drops the buffered values and releases them")
        func releasesBufferedValues() async {
            let (signal, input) = Signal<Tracked, Never>.pipe()
            let iterator = signal.values.makeAsyncIterator()
            var tracked: Tracked? = Tracked(1)
            weak let weakTracked = tracked
            input.send(value: tracked!)
            input.send(value: Tracked(2))
            tracked = nil
            let task = Task {
                var iterator = iterator
                withUnsafeCurrentTask { $0?.cancel() }
                return await iterator.next()?.id
            }
            #expect(await task.value == nil)
            #expect(weakTracked == nil)
        }
    }

    @Suite("buffering")
    struct Buffering {
        @Test("unbounded keeps every value sent before the loop asks")
        func unbounded() async {
            var iterator = SignalProducer<Int, Never>([1, 2, 3, 4]).values(bufferingPolicy: .unbounded).makeAsyncIterator()
            var collected: [Int] = []
            while let value = await iterator.next() { collected.append(value) }
            #expect(collected == [1, 2, 3, 4])
        }

        @Test("bufferingNewest keeps the latest values")
        func newest() async {
            var collected: [Int] = []
            for await value in SignalProducer<Int, Never>([1, 2, 3, 4]).values(bufferingPolicy: .bufferingNewest(2)) {
                collected.append(value)
            }
            #expect(collected == [3, 4])
        }

        @Test("bufferingNewest(1) yields only the latest value")
        func latestOnly() async {
            var collected: [Int] = []
            for await value in SignalProducer<Int, Never>([1, 2, 3]).values(bufferingPolicy: .bufferingNewest(1)) {
                collected.append(value)
            }
            #expect(collected == [3])
        }

        @Test("bufferingOldest keeps the earliest values")
        func oldest() async {
            var collected: [Int] = []
            for await value in SignalProducer<Int, Never>([1, 2, 3, 4]).values(bufferingPolicy: .bufferingOldest(2)) {
                collected.append(value)
            }
            #expect(collected == [1, 2])
        }

        @Test("a zero-sized buffer drops values nobody waits for")
        func zeroSized() async {
            var collected: [Int] = []
            for await value in SignalProducer<Int, Never>([1, 2]).values(bufferingPolicy: .bufferingNewest(0)) {
                collected.append(value)
            }
            #expect(collected.isEmpty)
        }

        @Test("buffered values are still delivered before the completion")
        func valuesBeforeCompletion() async {
            var iterator = SignalProducer<Int, Never>([1, 2]).values.makeAsyncIterator()
            #expect(await iterator.next() == 1)
            #expect(await iterator.next() == 2)
            #expect(await iterator.next() == nil)
            #expect(await iterator.next() == nil)
        }
    }

    @Suite("Signal.values")
    struct SignalValues {
        @Test("yields the values sent after the iterator was made")
        func afterSubscription() async {
            let (signal, input) = Signal<Int, Never>.pipe()
            input.send(value: 0)
            var iterator = signal.values.makeAsyncIterator()
            input.send(value: 1)
            input.send(value: 2)
            input.sendCompleted()
            #expect(await iterator.next() == 1)
            #expect(await iterator.next() == 2)
            #expect(await iterator.next() == nil)
        }

        @Test("throws the signal's error")
        func failure() async {
            let (signal, input) = Signal<Int, TestError>.pipe()
            var iterator = signal.values.makeAsyncIterator()
            input.send(error: .other)
            do throws(TestError) {
                _ = try await iterator.next()
                Issue.record("next() should have thrown")
            } catch {
                #expect(error == .other)
            }
        }

        @Test("ends at once for a signal that has already terminated")
        func terminated() async {
            var iterator = Signal<Int, Never>.empty.values.makeAsyncIterator()
            #expect(await iterator.next() == nil)
        }

        @Test("a value sent while the task waits resumes it")
        func resumesWaiter() async {
            let (signal, input) = Signal<Int, Never>.pipe()
            let sequence = signal.values
            let ready = SyncRecorder<Bool>()
            let task = Task {
                var iterator = sequence.makeAsyncIterator()
                ready.append(true)
                return await iterator.next()
            }
            #expect(await ready.wait(forCount: 1))
            input.send(value: 42)
            #expect(await task.value == 42)
        }

        @Test("releasing the iterator detaches it, so a signal nobody references any more is released")
        func detaches() {
            let ended = Counter()
            var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)? =
                Signal.pipe(disposable: AnyDisposable { ended.increment() })
            let input = pipe!.input
            var iterator: AsyncValues<Int, Never>.Iterator? = pipe!.output.values.makeAsyncIterator()
            pipe = nil
            #expect(ended.value == 0)
            _ = iterator
            iterator = nil
            #expect(ended.value == 1)
            _ = input
        }
    }

    @Suite("PropertyProtocol.values")
    struct PropertyValues {
        @Test("yields the current value, then every change")
        func currentThenChanges() async {
            let property = MutableProperty(0)
            var iterator = property.values.makeAsyncIterator()
            property.value = 1
            property.value = 2
            #expect(await iterator.next() == 0)
            #expect(await iterator.next() == 1)
            #expect(await iterator.next() == 2)
        }

        @Test("ends when the property deinitialises")
        func endsWithProperty() async {
            var property: MutableProperty<Int>? = MutableProperty(5)
            var iterator = property!.values.makeAsyncIterator()
            property = nil
            #expect(await iterator.next() == 5)
            #expect(await iterator.next() == nil)
        }

        @Test("with bufferingNewest(1), a slow loop sees the latest value")
        func latestValue() async {
            let property = MutableProperty(0)
            var iterator = property.values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
            for value in 1 ... 5 { property.value = value }
            #expect(await iterator.next() == 5)
        }

        @Test("a constant property yields its value and ends")
        func constant() async {
            var collected: [String] = []
            for await value in Property(value: "only").values { collected.append(value) }
            #expect(collected == ["only"])
        }

        @Test("iterates on the main actor")
        @MainActor
        func mainActor() async {
            let property = MutableProperty(1)
            var iterator = property.values.makeAsyncIterator()
            #expect(await iterator.next() == 1)
            MainActor.assertIsolated()
        }
    }
}
