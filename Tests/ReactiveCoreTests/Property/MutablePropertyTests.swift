import ReactiveCore
import Testing

@Suite("MutableProperty")
struct MutablePropertyTests {
    @Suite("value")
    struct Value {
        @Test("holds the initial value")
        func initialValue() {
            let property = MutableProperty(1)
            #expect(property.value == 1)
        }

        @Test("reads the latest value set")
        func latestValue() {
            let property = MutableProperty(1)
            property.value = 2
            property.value = 3
            #expect(property.value == 3)
        }

        @Test("swap sets the new value and returns the old one")
        func swap() {
            let property = MutableProperty("a")
            let old = property.swap("b")
            #expect(old == "a")
            #expect(property.value == "b")
        }

        @Test("modify mutates in place and returns the result of its action")
        func modify() {
            let property = MutableProperty([1])
            let count = property.modify { array -> Int in
                array.append(2)
                return array.count
            }
            #expect(count == 2)
            #expect(property.value == [1, 2])
        }

        @Test("modify rethrows the error of its action with its type")
        func modifyThrows() {
            let property = MutableProperty(0)
            #expect(throws: TestError.boom) {
                try property.modify { (_: inout Int) throws(TestError) in throw TestError.boom }
            }
        }

        @Test("modify notifies the change made before its action threw")
        func modifyThrowsAfterChanging() {
            let property = MutableProperty(0)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            _ = try? property.modify { (value: inout Int) throws(TestError) in
                value = 5
                throw TestError.boom
            }
            #expect(property.value == 5)
            #expect(recorder.items == [5])
        }

        @Test("withValue passes the current value and returns the result")
        func withValue() {
            let property = MutableProperty(21)
            #expect(property.withValue { $0 * 2 } == 42)
        }

        @Test("withValue does not notify observers")
        func withValueIsSilent() {
            let property = MutableProperty(1)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            property.withValue { _ in }
            #expect(recorder.items.isEmpty)
        }

        @Test("works as a property wrapper with a projected property")
        func propertyWrapper() {
            final class Model {
                @MutableProperty var name = "initial"
            }
            let model = Model()
            let recorder = SyncRecorder<String>()
            model.$name.signal.observeValues { recorder.append($0) }
            model.name = "changed"
            #expect(model.name == "changed")
            #expect(recorder.items == ["changed"])
        }
    }

    @Suite("signal")
    struct SignalTests {
        @Test("sends changes only, not the current value")
        func changesOnly() {
            let property = MutableProperty(0)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            property.value = 1
            property.value = 2
            #expect(recorder.items == [1, 2])
        }

        @Test("sends a value for every set, including equal values")
        func equalValues() {
            let property = MutableProperty(1)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            property.value = 1
            property.value = 1
            #expect(recorder.items == [1, 1])
        }

        @Test("sends a value for swap and modify")
        func swapAndModify() {
            let property = MutableProperty(1)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            property.swap(2)
            property.modify { $0 += 10 }
            #expect(recorder.items == [2, 12])
        }

        @Test("completes when the property deinitialises")
        func completesOnDeinit() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            property!.signal.observe(observer)
            property!.value = 1
            property = nil
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("an observer disposed stops receiving changes")
        func disposedObserver() {
            let property = MutableProperty(0)
            let recorder = SyncRecorder<Int>()
            let disposable = property.signal.observeValues { recorder.append($0) }
            property.value = 1
            disposable?.dispose()
            property.value = 2
            #expect(recorder.items == [1])
        }

        @Test("is the same signal object on every access")
        func sameSignal() {
            let property = MutableProperty(0)
            #expect(property.signal === property.signal)
        }
    }

    @Suite("producer")
    struct ProducerTests {
        @Test("sends the current value first, then changes")
        func currentThenChanges() {
            let property = MutableProperty(0)
            property.value = 1
            let recorder = SyncRecorder<Int>()
            property.producer.startWithValues { recorder.append($0) }
            property.value = 2
            property.value = 3
            #expect(recorder.items == [1, 2, 3])
        }

        @Test("sends the current value synchronously when started")
        func synchronousFirstValue() {
            let property = MutableProperty("now")
            let recorder = SyncRecorder<String>()
            property.producer.startWithValues { recorder.append($0) }
            #expect(recorder.items == ["now"])
        }

        @Test("each start is an independent run with the value at that moment")
        func independentRuns() {
            let property = MutableProperty(0)
            let producer = property.producer
            let first = SyncRecorder<Int>()
            let second = SyncRecorder<Int>()
            producer.startWithValues { first.append($0) }
            property.value = 1
            producer.startWithValues { second.append($0) }
            property.value = 2
            #expect(first.items == [0, 1, 2])
            #expect(second.items == [1, 2])
        }

        @Test("completes when the property deinitialises")
        func completesOnDeinit() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            property!.producer.start(observer)
            property = nil
            #expect(recorder.events == [.value(0), .completed])
        }

        @Test("started after the property deinitialised, sends the last value and completes")
        func startedAfterDeinit() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            property!.value = 7
            let producer = property!.producer
            property = nil
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            producer.start(observer)
            #expect(recorder.events == [.value(7), .completed])
        }

        @Test("is interrupted on dispose and receives no further change")
        func interruptedOnDispose() {
            let property = MutableProperty(0)
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            let disposable = property.producer.start(observer)
            property.value = 1
            disposable.dispose()
            property.value = 2
            #expect(recorder.events == [.value(0), .value(1), .interrupted])
        }

        @Test("works with fused operators")
        func fusedOperators() {
            let property = MutableProperty(1)
            let recorder = SyncRecorder<Int>()
            property.producer.map { $0 * 10 }.filter { $0 != 20 }.startWithValues { recorder.append($0) }
            property.value = 2
            property.value = 3
            #expect(recorder.items == [10, 30])
        }

        @Test("disposing from inside the first value stops the run")
        func disposeInsideFirstValue() {
            let property = MutableProperty(0)
            let recorder = SyncRecorder<Int>()
            _ = property.producer.startWithSignal { signal, interrupter in
                signal.observeValues { value in
                    recorder.append(value)
                    interrupter.dispose()
                }
            }
            property.value = 1
            #expect(recorder.items == [0])
        }
    }

    @Suite("lifetime and memory")
    struct Memory {
        @Test("lifetime ends when the property deinitialises")
        func lifetimeEnds() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let lifetime = property!.lifetime
            #expect(!lifetime.hasEnded)
            property = nil
            #expect(lifetime.hasEnded)
        }

        @Test("a running producer does not keep the property alive")
        func producerDoesNotRetain() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            weak let weakProperty = property
            let disposable = property!.producer.startWithValues { _ in }
            property = nil
            #expect(weakProperty == nil)
            disposable.dispose()
        }

        @Test("an observed signal does not keep the property alive")
        func signalDoesNotRetain() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            weak let weakProperty = property
            property!.signal.observeValues { _ in }
            property = nil
            #expect(weakProperty == nil)
        }

        @Test("releases the observer's captures when the property deinitialises")
        func releasesObservers() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            var tracked: Tracked? = Tracked()
            weak let weakTracked = tracked
            property!.producer.startWithValues { [tracked] _ in _ = tracked }
            tracked = nil
            #expect(weakTracked != nil)
            property = nil
            #expect(weakTracked == nil)
        }

        @Test("releases a disposed producer run's observer")
        func releasesDisposedRun() {
            let property = MutableProperty(0)
            var tracked: Tracked? = Tracked()
            weak let weakTracked = tracked
            let disposable = property.producer.startWithValues { [tracked] _ in _ = tracked }
            tracked = nil
            disposable.dispose()
            #expect(weakTracked == nil)
        }

        @Test("releases the last value replaced")
        func releasesReplacedValue() {
            var tracked: Tracked? = Tracked()
            weak let weakTracked = tracked
            let property = MutableProperty(tracked)
            tracked = nil
            property.value = nil
            #expect(weakTracked == nil)
        }
    }
}
