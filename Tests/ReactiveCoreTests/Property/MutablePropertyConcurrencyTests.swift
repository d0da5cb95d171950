import Dispatch
import ReactiveCore
import Testing

@Suite("MutableProperty concurrency")
struct MutablePropertyConcurrencyTests {
    static let threads = 8
    static let incrementsPerThread = 500
    static let total = threads * incrementsPerThread

    @Test("concurrent increments are delivered exactly once each, in the order they were made")
    func concurrentIncrementsInOrder() {
        let property = MutableProperty(0)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { recorder.append($0) }
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for _ in 0 ..< Self.incrementsPerThread { property.modify { $0 += 1 } }
        }
        #expect(recorder.items == Array(1 ... Self.total))
        #expect(property.value == Self.total)
    }

    @Test("concurrent plain sets leave value equal to the last value delivered")
    func lastDeliveredIsValue() {
        let property = MutableProperty(-1)
        let recorder = SyncRecorder<Int>()
        property.signal.observeValues { recorder.append($0) }
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0 ..< Self.incrementsPerThread {
                property.value = thread * Self.incrementsPerThread + index
            }
        }
        #expect(recorder.items.count == Self.total)
        #expect(recorder.items.last == property.value)
        #expect(Set(recorder.items).count == Self.total)
    }

    @Test("observers are never called concurrently")
    func serialDelivery() {
        let property = MutableProperty(0)
        let detector = OverlapCounter()
        property.signal.observeValues { _ in detector.run {} }
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for _ in 0 ..< Self.incrementsPerThread { property.modify { $0 += 1 } }
        }
        #expect(detector.overlapCount == 0)
    }

    @Test("producers started during concurrent changes never miss nor repeat a change")
    func producersDuringChanges() {
        let property = MutableProperty(0)
        let runs = (0 ..< 40).map { _ in SyncRecorder<Int>() }
        DispatchQueue.concurrentPerform(iterations: Self.threads + runs.count) { index in
            if index < Self.threads {
                for _ in 0 ..< Self.incrementsPerThread { property.modify { $0 += 1 } }
            } else {
                property.producer.startWithValues { runs[index - Self.threads].append($0) }
            }
        }
        for run in runs {
            let values = run.items
            #expect(values.last == Self.total)
            #expect(zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 })
        }
    }

    @Test("each producer run receives its events serially, also while its first value is sent")
    func producerSerial() {
        let property = MutableProperty(0)
        let detectors = (0 ..< 16).map { _ in OverlapCounter() }
        DispatchQueue.concurrentPerform(iterations: Self.threads + detectors.count) { index in
            if index < Self.threads {
                for _ in 0 ..< Self.incrementsPerThread { property.modify { $0 += 1 } }
            } else {
                let detector = detectors[index - Self.threads]
                property.producer.startWithValues { _ in
                    detector.run { for _ in 0 ..< 100 { _ = property.value } }
                }
            }
        }
        #expect(detectors.allSatisfy { $0.overlapCount == 0 })
    }

    @Test("a producer started while another thread delivers holds back changes until its first value is handled")
    func firstValueBeforeChangesUnderContention() async {
        let property = MutableProperty(0)
        let deliveringOne = DispatchSemaphore(value: 0)
        let resumeDelivery = DispatchSemaphore(value: 0)
        let twoDelivered = DispatchSemaphore(value: 0)
        let secondValueHandled = DispatchSemaphore(value: 0)
        property.signal.observeValues { value in
            guard value == 1 else { return }
            deliveringOne.signal()
            resumeDelivery.wait()
            property.signal.observeValues { if $0 == 2 { twoDelivered.signal() } }
            property.value = 2
            property.value = 3
        }
        DispatchQueue.global().async { property.value = 1 }
        deliveringOne.wait()

        let detector = OverlapCounter()
        let recorder = SyncRecorder<Int>()
        // `map` is fused into the run, so its closure sees the run's events exactly as the
        // property sends them, without the serialisation of the started observer.
        property.producer.map { value in
            detector.run {
                recorder.append(value)
                if value == 1 {
                    // Let the other thread attach this run and deliver 2 to it while the
                    // first value is still being handled here.
                    resumeDelivery.signal()
                    twoDelivered.wait()
                    _ = secondValueHandled.wait(timeout: .now() + .milliseconds(100))
                } else if value == 2 {
                    secondValueHandled.signal()
                }
            }
            return value
        }.start()
        #expect(await recorder.wait(forCount: 3))
        #expect(detector.overlapCount == 0)
        #expect(recorder.items == [1, 2, 3])
    }

    @Test("concurrent sets mixed with re-entrant sets complete without deadlock")
    func reentrantUnderContention() {
        let property = MutableProperty(0)
        let echoes = Counter()
        property.signal.observeValues { value in
            if value > 0 {
                echoes.increment()
                property.value = -value
            }
        }
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 1 ... 200 { property.value = thread * 1000 + index }
        }
        #expect(echoes.value == Self.threads * 200)
    }

    @Test("the property deinitialising while other threads observe completes every run once")
    func deinitUnderObservation() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let completions = Counter()
        let producer = property!.producer
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            producer.startWithCompleted { completions.increment() }
        }
        property = nil
        #expect(completions.value == Self.threads)
    }
}
