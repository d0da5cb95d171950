import Dispatch
import ReactiveCore
import Testing

/// A producer that sends `values` and then `termination` from another thread.
private func asynchronous(
    _ values: [Int],
    then termination: Signal<Int, CombiningError>.Event = .completed
) -> SignalProducer<Int, CombiningError> {
    SignalProducer { observer, _ in
        DispatchQueue.global().async {
            for value in values { observer.send(value: value) }
            observer.send(termination)
        }
    }
}

@Suite("blocking operators")
struct BlockingTests {
    @Suite("first()")
    struct First {
        @Test("returns the first value")
        func firstValue() {
            #expect(SignalProducer<Int, CombiningError>(values: 1, 2, 3).first() == .success(1))
        }

        @Test("returns nil when the producer completes without a value")
        func empty() {
            #expect(SignalProducer<Int, CombiningError>.empty.first() == nil)
        }

        @Test("returns the failure sent before any value")
        func failure() {
            #expect(SignalProducer<Int, CombiningError>(error: .boom).first() == .failure(.boom))
        }

        @Test("waits for a value sent from another thread")
        func asynchronousValue() {
            #expect(asynchronous([4, 5]).first() == .success(4))
        }

        @Test("interrupts the run once the first value has arrived")
        func interruptsRun() {
            let ended = Counter()
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { ended.increment() }
                observer.send(value: 1)
            }
            #expect(producer.first() == .success(1))
            #expect(ended.value == 1)
        }
    }

    @Suite("single()")
    struct Single {
        @Test("returns the only value")
        func onlyValue() {
            #expect(SignalProducer<Int, CombiningError>(value: 1).single() == .success(1))
        }

        @Test("returns nil when the producer sends two values")
        func twoValues() {
            #expect(SignalProducer<Int, CombiningError>(values: 1, 2).single() == nil)
        }

        @Test("returns nil when the producer sends no value")
        func noValue() {
            #expect(SignalProducer<Int, CombiningError>.empty.single() == nil)
        }

        @Test("returns the failure")
        func failure() {
            #expect(asynchronous([], then: .failed(.other)).single() == .failure(.other))
        }
    }

    @Suite("last()")
    struct Last {
        @Test("returns the last value")
        func lastValue() {
            #expect(SignalProducer<Int, CombiningError>(values: 1, 2, 3).last() == .success(3))
        }

        @Test("returns nil when the producer completes without a value")
        func empty() {
            #expect(SignalProducer<Int, CombiningError>.empty.last() == nil)
        }

        @Test("returns the failure, even after values")
        func failure() {
            #expect(SignalProducer<Int, CombiningError>(value: 1).concat(error: .boom).last() == .failure(.boom))
        }

        @Test("waits for values sent from another thread")
        func asynchronousValues() {
            #expect(asynchronous([1, 2, 3]).last() == .success(3))
        }

        @Test("returns nil when the producer is interrupted")
        func interruption() {
            #expect(asynchronous([1], then: .interrupted).last() == nil)
        }
    }

    @Suite("wait()")
    struct Wait {
        @Test("succeeds when the producer completes")
        func completion() {
            let result = asynchronous([1, 2]).wait()
            #expect((try? result.get()) != nil)
        }

        @Test("returns the failure")
        func failure() {
            let result = SignalProducer<Int, CombiningError>(error: .boom).wait()
            #expect(throws: CombiningError.boom) { try result.get() }
        }

        @Test("succeeds when the producer is interrupted")
        func interruption() {
            let result = asynchronous([], then: .interrupted).wait()
            #expect((try? result.get()) != nil)
        }
    }
}
