import ReactiveCore
import Testing

@Suite("Property")
struct PropertyTests {
    @Suite("constant")
    struct Constant {
        @Test("holds its value")
        func value() {
            #expect(Property(value: 3).value == 3)
        }

        @Test("its producer sends the value and completes")
        func producer() {
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            Property(value: 3).producer.start(observer)
            #expect(recorder.events == [.value(3), .completed])
        }

        @Test("its signal has already terminated: observers are interrupted at once")
        func signal() {
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            Property(value: 3).signal.observe(observer)
            #expect(recorder.events == [.interrupted])
        }

        @Test("works as a read-only property wrapper")
        func propertyWrapper() {
            struct Model {
                @Property var answer: Int
                init() { _answer = Property(value: 42) }
            }
            let model = Model()
            #expect(model.answer == 42)
            #expect(model.$answer.value == 42)
        }
    }

    @Suite("capturing")
    struct Capturing {
        @Test("reads the captured property's current value")
        func value() {
            let source = MutableProperty(1)
            let property = Property(capturing: source)
            source.value = 2
            #expect(property.value == 2)
        }

        @Test("passes the producer and signal through")
        func streams() {
            let source = MutableProperty(1)
            let property = Property(capturing: source)
            let produced = SyncRecorder<Int>()
            let signalled = SyncRecorder<Int>()
            property.producer.startWithValues { produced.append($0) }
            property.signal.observeValues { signalled.append($0) }
            source.value = 2
            #expect(produced.items == [1, 2])
            #expect(signalled.items == [2])
        }

        @Test("retains the captured property")
        func retains() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            weak let weakSource = source
            let property = Property(capturing: source!)
            source = nil
            #expect(weakSource != nil)
            #expect(property.value == 1)
        }
    }

    @Suite("composed from a property")
    struct Composed {
        @Test("follows the source's value")
        func follows() {
            let source = MutableProperty(1)
            let property = Property(source)
            #expect(property.value == 1)
            source.value = 2
            #expect(property.value == 2)
        }

        @Test("its producer sends the current value, then changes")
        func producer() {
            let source = MutableProperty(1)
            let property = Property(source)
            let recorder = SyncRecorder<Int>()
            property.producer.startWithValues { recorder.append($0) }
            source.value = 2
            source.value = 3
            #expect(recorder.items == [1, 2, 3])
        }

        @Test("its signal sends changes only")
        func signal() {
            let source = MutableProperty(1)
            let property = Property(source)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            source.value = 2
            #expect(recorder.items == [2])
        }

        @Test("does not retain its source, and keeps the last value after the source is gone")
        func doesNotRetainSource() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            weak let weakSource = source
            let property = Property(source!)
            source!.value = 5
            source = nil
            #expect(weakSource == nil)
            #expect(property.value == 5)
        }

        @Test("its signal completes when the source deinitialises")
        func completesWithSource() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            let property = Property(source!)
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            property.signal.observe(observer)
            source = nil
            #expect(recorder.events == [.completed])
        }

        @Test("its producer sends the last value and completes once the source is gone")
        func producerAfterSourceGone() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            let property = Property(source!)
            source!.value = 9
            source = nil
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            property.producer.start(observer)
            #expect(recorder.events == [.value(9), .completed])
        }

        @Test("stops following the source when it deinitialises unobserved")
        func releasesUpstream() {
            let source = MutableProperty(1)
            var tracked: Tracked? = Tracked()
            weak let weakTracked = tracked
            var property: Property<Int>? = Property(initial: 0, then: source.producer.map { [tracked] value in
                _ = tracked
                return value
            })
            tracked = nil
            #expect(weakTracked != nil)
            _ = property
            property = nil
            #expect(weakTracked == nil)
        }

        @Test("keeps following while its signal is observed after it deinitialised")
        func observedAfterDeinit() {
            let source = MutableProperty(1)
            var property: Property<Int>? = Property(source)
            let recorder = SyncRecorder<Int>()
            property!.signal.observeValues { recorder.append($0) }
            property = nil
            source.value = 2
            #expect(recorder.items == [2])
        }

        @Test("re-entrant sets of the source reach the composed property in order")
        func reentrantSource() {
            let source = MutableProperty(0)
            let property = Property(source)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { value in
                recorder.append(value)
                if value < 5 { source.value = value + 1 }
            }
            source.value = 1
            #expect(recorder.items == [1, 2, 3, 4, 5])
            #expect(property.value == 5)
        }

        @Test("lifetime ends when the property object deinitialises")
        func lifetime() {
            let source = MutableProperty(1)
            var property: Property<Int>? = Property(source)
            let lifetime = property!.lifetime
            #expect(!lifetime.hasEnded)
            property = nil
            #expect(lifetime.hasEnded)
        }
    }

    @Suite("init(initial:then:)")
    struct InitialThen {
        @Test("holds the initial value until the producer sends one")
        func initialValue() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let property = Property(initial: 0, then: SignalProducer(signal))
            #expect(property.value == 0)
            input.send(value: 1)
            #expect(property.value == 1)
        }

        @Test("takes the values a producer sends synchronously at once")
        func synchronousValues() {
            let property = Property(initial: 0, then: SignalProducer([1, 2, 3]))
            #expect(property.value == 3)
        }

        @Test("accepts a signal")
        func fromSignal() {
            let (signal, input) = Signal<String, Never>.pipe()
            let property = Property(initial: "a", then: signal)
            input.send(value: "b")
            #expect(property.value == "b")
        }

        @Test("accepts another property's producer")
        func fromProperty() {
            let source = MutableProperty(5)
            let property = Property(initial: 0, then: source)
            #expect(property.value == 5)
            source.value = 6
            #expect(property.value == 6)
        }

        @Test("wraps values in optionals for an optional property")
        func optional() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let property: Property<Int?> = Property(initial: nil, then: signal)
            #expect(property.value == nil)
            input.send(value: 4)
            #expect(property.value == 4)
        }

        @Test("its producer and signal complete when the values complete")
        func completes() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let property = Property(initial: 0, then: signal)
            let producerRecorder = EventRecorder<Int, Never>()
            let producerObserver = producerRecorder.observer
            let signalRecorder = EventRecorder<Int, Never>()
            let signalObserver = signalRecorder.observer
            property.producer.start(producerObserver)
            property.signal.observe(signalObserver)
            input.send(value: 1)
            input.sendCompleted()
            #expect(producerRecorder.events == [.value(0), .value(1), .completed])
            #expect(signalRecorder.events == [.value(1), .completed])
            #expect(property.value == 1)
        }

        @Test("an interrupted producer of values completes the property")
        func interruptedValues() {
            let property = Property(initial: 0, then: SignalProducer<Int, Never> { observer, _ in
                observer.send(value: 1)
                observer.sendInterrupted()
            })
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            property.producer.start(observer)
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("the producer of values is started once, not per observer")
        func startedOnce() {
            let starts = Counter()
            let property = Property(initial: 0, then: SignalProducer<Int, Never> { observer, _ in
                starts.increment()
                observer.send(value: 1)
            })
            property.producer.startWithValues { _ in }
            property.producer.startWithValues { _ in }
            property.signal.observeValues { _ in }
            #expect(starts.value == 1)
            #expect(property.value == 1)
        }

        @Test("values sent from another thread are visible through value")
        func otherThread() async {
            let (signal, input) = Signal<Int, Never>.pipe()
            let property = Property(initial: 0, then: signal)
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            Task.detached { input.send(value: 8) }
            #expect(await recorder.wait(forCount: 1))
            #expect(property.value == 8)
        }
    }
}
