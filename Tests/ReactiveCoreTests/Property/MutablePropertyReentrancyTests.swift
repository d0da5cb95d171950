import ReactiveCore
import Testing

@Suite("MutableProperty re-entrancy")
struct MutablePropertyReentrancyTests {
    @Test("a value set from inside an observer is delivered after the current delivery")
    func setFromObserver() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { value in
            recorder.append(value)
            if value == 1 { property.value = 2 }
        }
        property.value = 1
        #expect(recorder.items == [1, 2])
    }

    @Test("a chain of 100 sets from inside the observer arrives complete and in order")
    func chainOfSets() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { value in
            recorder.append(value)
            if value < 100 { property.value = value + 1 }
        }
        property.value = 1
        #expect(recorder.items == Array(1 ... 100))
        #expect(property.value == 100)
    }

    @Test("10,000 re-entrant sets neither overflow the stack nor lose a value")
    func deepChain() {
        let property = MutableProperty(0)
        let counter = Counter()
        property.signal.observeValues { value in
            counter.increment()
            if value < 10_000 { property.value = value + 1 }
        }
        property.value = 1
        #expect(counter.value == 10_000)
        #expect(property.value == 10_000)
    }

    @Test("every observer sees the current value before anyone sees the re-entrant one")
    func interleavingAcrossObservers() {
        let property = MutableProperty(0)
        let log = SyncRecorder<String>()
        property.signal.observeValues { value in
            log.append("A\(value)")
            if value == 1 { property.value = 2 }
        }
        property.signal.observeValues { value in log.append("B\(value)") }
        property.value = 1
        #expect(log.items == ["A1", "B1", "A2", "B2"])
    }

    @Test("several sets from one delivery arrive in the order they were made")
    func severalSetsInOneDelivery() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { value in
            recorder.append(value)
            if value == 1 {
                property.value = 2
                property.value = 3
                property.modify { $0 += 1 }
            }
        }
        property.value = 1
        #expect(recorder.items == [1, 2, 3, 4])
    }

    @Test("value reads the latest value right after a re-entrant set")
    func valueAfterReentrantSet() {
        let property = MutableProperty(0)
        let readings = SyncRecorder<Int>()
        property.signal.observeValues { value in
            guard value == 1 else { return }
            property.value = 2
            readings.append(property.value)
            property.swap(3)
            readings.append(property.value)
        }
        property.value = 1
        #expect(readings.items == [2, 3])
    }

    @Test("an observer sees its delivered value even when the property has moved on")
    func deliveredValuesAreTheSetValues() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { value in
            if value == 1 { property.value = 2 }
        }
        property.signal.observeValues { recorder.append($0) }
        property.value = 1
        #expect(recorder.items == [1, 2])
    }

    @Test("a producer started from inside an observer gets the latest value, then later changes")
    func producerStartedFromObserver() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { value in
            guard value == 1 else { return }
            property.value = 2
            property.producer.startWithValues { recorder.append($0) }
            property.value = 3
        }
        property.value = 1
        property.value = 4
        #expect(recorder.items == [2, 3, 4])
    }

    @Test("a producer started from inside its own first value sees no duplicate")
    func producerStartedFromOwnProducer() {
        let property = MutableProperty(0)
        let outer = SyncRecorder<Int>()
        let inner = SyncRecorder<Int>()
        property.producer.startWithValues { value in
            outer.append(value)
            if value == 0 {
                property.producer.startWithValues { inner.append($0) }
            }
        }
        property.value = 1
        #expect(outer.items == [0, 1])
        #expect(inner.items == [0, 1])
    }

    @Test("a value set while handling the producer's first value follows it")
    func setFromFirstValue() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.producer.startWithValues { value in
            recorder.append(value)
            if value == 0 { property.value = 1 }
        }
        #expect(recorder.items == [0, 1])
    }

    @Test("a signal observer added from inside an observer sees only later changes")
    func observerAddedDuringDelivery() {
        let property = MutableProperty(0)
        let late = SyncRecorder<Int>()
        property.signal.observeValues { value in
            if value == 1 {
                property.signal.observeValues { late.append($0) }
            }
        }
        property.value = 1
        property.value = 2
        #expect(late.items == [2])
    }

    @Test("two properties updating each other converge without deadlock")
    func pingPong() {
        let ping = MutableProperty(0)
        let pong = MutableProperty(0)
        ping.signal.observeValues { value in
            if value < 50 { pong.value = value + 1 }
        }
        pong.signal.observeValues { value in
            if value < 50 { ping.value = value + 1 }
        }
        ping.value = 1
        #expect(ping.value == 49)
        #expect(pong.value == 50)
    }

    @Test("an observer that disposes itself during delivery receives nothing more")
    func selfDisposal() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        let holder = SyncRecorder<any Disposable>()
        let disposable = property.signal.observeValues { value in
            recorder.append(value)
            holder.items.first?.dispose()
            property.value = value + 1
        }
        holder.append(disposable!)
        property.value = 1
        #expect(recorder.items == [1])
        #expect(property.value == 2)
    }

    @Test("a binding from the property's own signal into itself terminates at the condition")
    func selfFeedingModify() {
        let property = MutableProperty([Int]())
        property.signal.observeValues { values in
            if values.count < 5 { property.modify { $0.append($0.count) } }
        }
        property.value = []
        #expect(property.value == [0, 1, 2, 3, 4])
    }
}
