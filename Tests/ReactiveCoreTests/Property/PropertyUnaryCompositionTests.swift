import ReactiveCore
import Testing

private struct Person: Equatable, Sendable {
    var name: String
    var age: Int
}

@Suite("Property composition: unary operators")
struct PropertyUnaryCompositionTests {
    @Suite("map")
    struct Map {
        @Test("maps the current value and every change")
        func closure() {
            let source = MutableProperty(1)
            let mapped = source.map { $0 * 10 }
            #expect(mapped.value == 10)
            source.value = 2
            #expect(mapped.value == 20)
        }

        @Test("its producer sends the mapped current value, then mapped changes")
        func producer() {
            let source = MutableProperty(1)
            let mapped = source.map { "\($0)" }
            let recorder = SyncRecorder<String>()
            mapped.producer.startWithValues { recorder.append($0) }
            source.value = 2
            #expect(recorder.items == ["1", "2"])
        }

        @Test("its signal sends mapped changes only")
        func signal() {
            let source = MutableProperty(1)
            let mapped = source.map { $0 + 1 }
            let recorder = SyncRecorder<Int>()
            mapped.signal.observeValues { recorder.append($0) }
            source.value = 5
            #expect(recorder.items == [6])
        }

        @Test("maps through a key path")
        func keyPath() {
            let person = MutableProperty(Person(name: "Ada", age: 36))
            let name = person.map(\.name)
            #expect(name.value == "Ada")
            person.modify { $0.name = "Grace" }
            #expect(name.value == "Grace")
        }

        @Test("maps every value to a constant")
        func constant() {
            let source = MutableProperty(1)
            let mapped = source.map(value: "tick")
            let recorder = SyncRecorder<String>()
            mapped.signal.observeValues { recorder.append($0) }
            source.value = 2
            #expect(mapped.value == "tick")
            #expect(recorder.items == ["tick"])
        }

        @Test("chains compose and complete when the source deinitialises")
        func chain() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            let chained = source!.map { $0 + 1 }.map { $0 * 2 }
            let recorder = EventRecorder<Int, Never>()
            chained.producer.start(recorder.observer)
            source!.value = 2
            source = nil
            #expect(recorder.events == [.value(4), .value(6), .completed])
            #expect(chained.value == 6)
        }

        @Test("calls the transform once per change, not per observer")
        func transformOncePerChange() {
            let calls = Counter()
            let source = MutableProperty(0)
            let mapped = source.map { value -> Int in
                calls.increment()
                return value
            }
            mapped.producer.startWithValues { _ in }
            mapped.producer.startWithValues { _ in }
            _ = mapped.value
            source.value = 1
            #expect(calls.value == 2)
        }

        @Test("does not retain the source")
        func doesNotRetainSource() {
            var source: MutableProperty<Int>? = MutableProperty(1)
            weak let weakSource = source
            let mapped = source!.map { $0 }
            source = nil
            #expect(weakSource == nil)
            #expect(mapped.value == 1)
        }

        @Test("the producer of a temporary mapped property keeps following the source")
        func producerOfTemporary() {
            let source = MutableProperty(1)
            let producer = source.map { $0 * 2 }.producer
            source.value = 2
            let recorder = SyncRecorder<Int>()
            producer.startWithValues { recorder.append($0) }
            source.value = 3
            #expect(recorder.items == [4, 6])
        }

        @Test("a run started on a temporary mapped property follows the source until disposed")
        func runOfTemporary() {
            let source = MutableProperty(1)
            let recorder = SyncRecorder<Int>()
            let disposable = source.map { $0 + 1 }.producer.startWithValues { recorder.append($0) }
            source.value = 2
            disposable.dispose()
            source.value = 3
            #expect(recorder.items == [2, 3])
        }

        @Test("a mapped property that deinitialises unobserved stops mapping")
        func releasedWhenUnobserved() {
            let source = MutableProperty(1)
            let calls = Counter()
            var mapped: Property<Int>? = source.map { value -> Int in
                calls.increment()
                return value
            }
            _ = mapped
            mapped = nil
            source.value = 2
            #expect(calls.value == 1)
        }
    }

    @Suite("filter(initial:)")
    struct Filter {
        @Test("holds the initial value until a value passes")
        func initialUntilPass() {
            let source = MutableProperty(1)
            let even = source.filter(initial: 0) { $0.isMultiple(of: 2) }
            #expect(even.value == 0)
            source.value = 3
            #expect(even.value == 0)
            source.value = 4
            #expect(even.value == 4)
        }

        @Test("takes a passing current value at once")
        func passingCurrentValue() {
            let source = MutableProperty(2)
            let even = source.filter(initial: 0) { $0.isMultiple(of: 2) }
            #expect(even.value == 2)
        }

        @Test("its signal sends only passing values")
        func signal() {
            let source = MutableProperty(0)
            let even = source.filter(initial: 0) { $0.isMultiple(of: 2) }
            let recorder = SyncRecorder<Int>()
            even.signal.observeValues { recorder.append($0) }
            for value in 1 ... 6 { source.value = value }
            #expect(recorder.items == [2, 4, 6])
        }
    }

    @Suite("skipRepeats")
    struct SkipRepeats {
        @Test("changes only when the value differs")
        func equatable() {
            let source = MutableProperty(1)
            let distinct = source.skipRepeats()
            let recorder = SyncRecorder<Int>()
            distinct.signal.observeValues { recorder.append($0) }
            for value in [1, 2, 2, 3, 3, 1] { source.value = value }
            #expect(recorder.items == [2, 3, 1])
        }

        @Test("its producer always starts with the current value")
        func producerStartsWithCurrent() {
            let source = MutableProperty(1)
            let distinct = source.skipRepeats()
            let recorder = SyncRecorder<Int>()
            distinct.producer.startWithValues { recorder.append($0) }
            source.value = 1
            source.value = 2
            #expect(recorder.items == [1, 2])
        }

        @Test("uses the given equivalence")
        func customEquivalence() {
            let source = MutableProperty("a")
            let caseInsensitive = source.skipRepeats { $0.lowercased() == $1.lowercased() }
            let recorder = SyncRecorder<String>()
            caseInsensitive.signal.observeValues { recorder.append($0) }
            for value in ["A", "b", "B", "c"] { source.value = value }
            #expect(recorder.items == ["b", "c"])
            #expect(caseInsensitive.value == "c")
        }
    }

    @Suite("combinePrevious")
    struct CombinePrevious {
        @Test("pairs each value with the previous one, starting from the initial")
        func pairs() {
            let source = MutableProperty(1)
            let pairs = source.combinePrevious(0)
            #expect(pairs.value == (0, 1))
            source.value = 2
            #expect(pairs.value == (1, 2))
            source.value = 5
            #expect(pairs.value == (2, 5))
        }
    }

    @Suite("uniqueValues")
    struct UniqueValues {
        @Test("changes only to values never held before")
        func hashable() {
            let source = MutableProperty(1)
            let unique = source.uniqueValues()
            let recorder = SyncRecorder<Int>()
            unique.signal.observeValues { recorder.append($0) }
            for value in [2, 1, 3, 2, 4] { source.value = value }
            #expect(recorder.items == [2, 3, 4])
        }

        @Test("compares the identities given by the transform")
        func identity() {
            let source = MutableProperty(Person(name: "Ada", age: 36))
            let unique = source.uniqueValues { $0.name }
            let recorder = SyncRecorder<Int>()
            unique.signal.observeValues { recorder.append($0.age) }
            source.value = Person(name: "Ada", age: 37)
            source.value = Person(name: "Alan", age: 41)
            #expect(recorder.items == [41])
        }
    }

    @Suite("negate")
    struct Negate {
        @Test("holds the logical NOT")
        func negate() {
            let source = MutableProperty(true)
            let negated = source.negate()
            #expect(negated.value == false)
            source.value = false
            #expect(negated.value == true)
        }
    }
}
