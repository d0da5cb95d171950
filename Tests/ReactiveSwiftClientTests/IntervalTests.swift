import Foundation
import ReactiveCore
import Testing

@Suite("Interval producers")
struct IntervalTests {
    @Test("interval(_:interval:on:) sends one element per interval, then completes one interval after the last")
    func sequenceInterval() {
        let scheduler = TestScheduler()
        let values = Recorded<Character>()
        let completed = Flag()
        SignalProducer.interval("abc", interval: .seconds(1), on: scheduler)
            .on(completed: { completed.set() })
            .startWithValues { values.append($0) }
        scheduler.advance(by: .milliseconds(900))
        #expect(values.items.isEmpty)
        scheduler.advance(by: .milliseconds(100))
        #expect(values.items == ["a"])
        scheduler.advance(by: .seconds(2))
        #expect(values.items == ["a", "b", "c"])
        #expect(!completed.isSet)
        scheduler.advance(by: .seconds(1))
        #expect(completed.isSet)
    }

    @Test("interval(_:on:) counts from zero until disposed")
    func counting() {
        let scheduler = TestScheduler()
        let values = Recorded<Int>()
        let interrupted = Flag()
        let disposable = SignalProducer.interval(.milliseconds(500), on: scheduler)
            .on(interrupted: { interrupted.set() })
            .startWithValues { values.append($0) }
        scheduler.advance(by: .seconds(2))
        #expect(values.items == [0, 1, 2, 3])
        disposable.dispose()
        scheduler.advance(by: .seconds(2))
        #expect(values.items == [0, 1, 2, 3])
        #expect(interrupted.isSet)
    }

    @Test("every start iterates the sequence afresh")
    func restarts() {
        let scheduler = TestScheduler()
        let producer = SignalProducer.interval([1, 2], interval: .seconds(1), on: scheduler)
        let values = Recorded<Int>()
        producer.startWithValues { values.append($0) }
        producer.startWithValues { values.append($0 * 10) }
        scheduler.run()
        #expect(values.items == [1, 10, 2, 20])
    }
}
