import ReactiveCore
import Testing

@Suite("Behaviour that must match ReactiveSwift")
struct BehaviourTests {
    @Suite("disposing a producer observed on a scheduler, started with startWithSignal")
    struct ScheduledInterruption {
        @Test("with a live upstream, interrupted arrives on the scheduler, not at once")
        func liveUpstream() {
            let scheduler = TestScheduler()
            let (upstream, _) = Signal<Int, Never>.pipe()
            let interrupted = Flag()
            let interruptHandle = SignalProducer(upstream)
                .observe(on: scheduler)
                .startWithSignal { signal, interruptHandle -> Disposable in
                    signal.observeInterrupted { interrupted.set() }
                    return interruptHandle
                }
            interruptHandle.dispose()
            #expect(!interrupted.isSet)
            scheduler.advance()
            #expect(interrupted.isSet)
        }

        @Test("with an upstream that has already completed, interrupted still waits for the scheduler")
        func terminatedUpstream() {
            let scheduler = TestScheduler()
            let events = Recorded<Signal<Int, Never>.Event>()
            let interruptHandle = SignalProducer<Int, Never>.empty
                .observe(on: scheduler)
                .startWithSignal { signal, interruptHandle -> Disposable in
                    signal.observe { events.append($0) }
                    return interruptHandle
                }
            interruptHandle.dispose()
            #expect(events.items.isEmpty)
            scheduler.run()
            #expect(events.items == [.interrupted])
        }
    }

    @Test("Property.flatten(.concat) moves on to each inner property as the previous one is released")
    func flattenConcat() {
        var first: MutableProperty<Int>? = MutableProperty(0)
        var second: MutableProperty<Int>? = MutableProperty(10)
        var third: MutableProperty<Int>? = MutableProperty(20)
        var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first!)
        var flattened: Property<Int>? = outer!.flatten(.concat)

        let values = Recorded<Int>()
        let completed = Flag()
        flattened!.producer.start { event in
            switch event {
            case let .value(value): values.append(value)
            case .completed: completed.set()
            case .failed, .interrupted: break
            }
        }
        #expect(values.items == [0])

        outer!.value = second!
        second!.value = 11
        outer!.value = third!
        third!.value = 21
        second!.value = 12
        third!.value = 22
        #expect(values.items == [0])

        first = nil
        #expect(values.items == [0, 12])
        second = nil
        #expect(values.items == [0, 12, 22])
        #expect(!completed.isSet)

        outer = nil
        third = nil
        flattened = nil
        #expect(completed.isSet)
        #expect(values.items == [0, 12, 22])
    }
}
