import Dispatch
import ReactiveCore
import Testing

@Suite("Property composition: several properties")
struct PropertyBinaryCompositionTests {
    @Suite("combineLatest")
    struct CombineLatest {
        @Test("holds the pair of current values and changes with either")
        func withOther() {
            let first = MutableProperty(1)
            let second = MutableProperty("a")
            let combined = first.combineLatest(with: second)
            #expect(combined.value == (1, "a"))
            first.value = 2
            #expect(combined.value == (2, "a"))
            second.value = "b"
            #expect(combined.value == (2, "b"))
        }

        @Test("its signal sends one pair per change of either source")
        func signal() {
            let first = MutableProperty(1)
            let second = MutableProperty(10)
            let combined = first.combineLatest(with: second)
            let recorder = SyncRecorder<Int>()
            combined.signal.observeValues { recorder.append($0.0 + $0.1) }
            first.value = 2
            second.value = 20
            #expect(recorder.items == [12, 22])
        }

        @Test("combines three properties through the static form")
        func three() {
            let a = MutableProperty(1)
            let b = MutableProperty(2.5)
            let c = MutableProperty("c")
            let combined = Property.combineLatest(a, b, c)
            c.value = "d"
            #expect(combined.value == (1, 2.5, "d"))
        }

        @Test("combines ten properties")
        func ten() {
            let sources = (0 ..< 10).map { MutableProperty($0) }
            let combined = Property.combineLatest(
                sources[0], sources[1], sources[2], sources[3], sources[4],
                sources[5], sources[6], sources[7], sources[8], sources[9]
            )
            sources[9].value = 90
            #expect(combined.value.9 == 90)
            #expect(combined.value.0 == 0)
        }

        @Test("combines a sequence of properties into arrays")
        func sequence() {
            let sources = [MutableProperty(1), MutableProperty(2), MutableProperty(3)]
            let combined = Property.combineLatest(sources)
            sources[1].value = 20
            #expect(combined?.value == [1, 20, 3])
        }

        @Test("an empty sequence gives nil")
        func emptySequence() {
            #expect(Property.combineLatest([MutableProperty<Int>]()) == nil)
        }

        @Test("an empty sequence with a sentinel gives a constant property")
        func emptySentinel() {
            let combined = Property.combineLatest([MutableProperty<Int>](), emptySentinel: [0])
            #expect(combined.value == [0])
        }

        @Test("completes when every source has deinitialised")
        func completes() {
            var first: MutableProperty<Int>? = MutableProperty(1)
            var second: MutableProperty<Int>? = MutableProperty(2)
            let combined = first!.combineLatest(with: second!)
            let recorder = EventRecorder<Int, Never>()
            combined.signal.map { $0.0 + $0.1 }.observe(recorder.observer)
            first = nil
            #expect(!recorder.isCompleted)
            second = nil
            #expect(recorder.isCompleted)
            #expect(combined.value == (1, 2))
        }

        @Test("does not retain its sources")
        func doesNotRetain() {
            var first: MutableProperty<Int>? = MutableProperty(1)
            weak let weakFirst = first
            let second = MutableProperty(2)
            let combined = first!.combineLatest(with: second)
            first = nil
            #expect(weakFirst == nil)
            #expect(combined.value == (1, 2))
        }

        @Test("a source set from inside the combined observer is combined in order")
        func reentrant() {
            let first = MutableProperty(0)
            let second = MutableProperty(0)
            let combined = first.combineLatest(with: second)
            let recorder = SyncRecorder<String>()
            combined.signal.observeValues { pair in
                recorder.append("\(pair.0)\(pair.1)")
                if pair.0 == 1 && pair.1 == 0 { second.value = 1 }
            }
            first.value = 1
            #expect(recorder.items == ["10", "11"])
        }

        @Test("ends with the latest values after concurrent changes")
        func concurrent() {
            let first = MutableProperty(0)
            let second = MutableProperty(0)
            let combined = first.combineLatest(with: second)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let target = index.isMultiple(of: 2) ? first : second
                for _ in 0 ..< 250 { target.modify { $0 += 1 } }
            }
            #expect(combined.value == (1000, 1000))
        }
    }

    @Suite("zip")
    struct Zip {
        @Test("the current values form the first pair")
        func firstPair() {
            let first = MutableProperty(1)
            let second = MutableProperty("a")
            #expect(first.zip(with: second).value == (1, "a"))
        }

        @Test("later pairs match changes in order")
        func pairsInOrder() {
            let first = MutableProperty(0)
            let second = MutableProperty(0)
            let zipped = first.zip(with: second)
            let recorder = SyncRecorder<String>()
            zipped.signal.observeValues { recorder.append("\($0.0)-\($0.1)") }
            first.value = 1
            first.value = 2
            second.value = 10
            #expect(recorder.items == ["1-10"])
            second.value = 20
            #expect(recorder.items == ["1-10", "2-20"])
        }

        @Test("zips three properties through the static form")
        func three() {
            let zipped = Property.zip(MutableProperty(1), MutableProperty(2), MutableProperty(3))
            #expect(zipped.value == (1, 2, 3))
        }

        @Test("zips a sequence of properties into arrays")
        func sequence() {
            let sources = [MutableProperty(1), MutableProperty(2)]
            let zipped = Property.zip(sources)
            sources[0].value = 3
            sources[1].value = 4
            #expect(zipped?.value == [3, 4])
        }

        @Test("an empty sequence gives nil, or the sentinel")
        func empty() {
            #expect(Property.zip([MutableProperty<Int>]()) == nil)
            #expect(Property.zip([MutableProperty<Int>](), emptySentinel: []).value.isEmpty)
        }
    }

    @Suite("Bool properties")
    struct Booleans {
        @Test("and holds the logical AND")
        func and() {
            let a = MutableProperty(true)
            let b = MutableProperty(false)
            let both = a.and(b)
            #expect(both.value == false)
            b.value = true
            #expect(both.value == true)
        }

        @Test("or holds the logical OR")
        func or() {
            let a = MutableProperty(false)
            let b = MutableProperty(false)
            let either = a.or(b)
            #expect(either.value == false)
            a.value = true
            #expect(either.value == true)
        }

        @Test("all holds true when every property does, and for none")
        func all() {
            let flags = [MutableProperty(true), MutableProperty(true), MutableProperty(false)]
            let allTrue = Property.all(flags)
            #expect(allTrue.value == false)
            flags[2].value = true
            #expect(allTrue.value == true)
            #expect(Property.all([MutableProperty<Bool>]()).value == true)
        }

        @Test("any holds true when one property does, and false for none")
        func any() {
            let flags = [MutableProperty(false), MutableProperty(false)]
            let anyTrue = Property.any(flags)
            #expect(anyTrue.value == false)
            flags[1].value = true
            #expect(anyTrue.value == true)
            #expect(Property.any([MutableProperty<Bool>]()).value == false)
        }
    }

    @Suite("flatMap and flatten")
    struct Flattening {
        @Test("flatMap(.latest) follows the property made from the current value")
        func latest() {
            let english = MutableProperty("hello")
            let french = MutableProperty("bonjour")
            let language = MutableProperty("en")
            let greeting = language.flatMap(.latest) { code in code == "en" ? english : french }
            #expect(greeting.value == "hello")
            english.value = "hi"
            #expect(greeting.value == "hi")
            language.value = "fr"
            #expect(greeting.value == "bonjour")
            english.value = "hey"
            #expect(greeting.value == "bonjour")
            french.value = "salut"
            #expect(greeting.value == "salut")
        }

        @Test("its signal sends the inner values as they change")
        func signal() {
            let inner = MutableProperty(1)
            let outer = MutableProperty(0)
            let flattened = outer.flatMap(.latest) { offset in inner.map { $0 + offset } }
            let recorder = SyncRecorder<Int>()
            flattened.signal.observeValues { recorder.append($0) }
            inner.value = 2
            outer.value = 100
            #expect(recorder.items == [2, 102])
        }

        @Test("flatten(.latest) follows the inner property held now")
        func flatten() {
            let first = Property(value: 1)
            let second = MutableProperty(2)
            let holder = MutableProperty<Property<Int>>(first)
            let flattened = holder.flatten(.latest)
            #expect(flattened.value == 1)
            holder.value = Property(second)
            second.value = 3
            #expect(flattened.value == 3)
        }

        @Test("flatten(.concat) follows the next inner property once the one before it is replaced and released")
        func concat() {
            var first: MutableProperty<Int>? = MutableProperty(1)
            let second = MutableProperty(10)
            let holder = MutableProperty(Property(first!))
            let flattened = holder.flatten(.concat)
            let recorder = SchedulerLog<Int>()
            flattened.producer.startWithValues { recorder.append($0) }
            holder.value = Property(second)
            second.value = 11
            first?.value = 2
            #expect(recorder.all == [1, 2])
            first = nil
            #expect(recorder.all == [1, 2, 11])
            second.value = 12
            #expect(flattened.value == 12)
        }

        @Test("flatMap(.merge) keeps following every inner property")
        func merge() {
            let inners = [MutableProperty(0), MutableProperty(10)]
            let index = MutableProperty(0)
            let merged = index.flatMap(.merge) { inners[$0] }
            index.value = 1
            inners[0].value = 5
            #expect(merged.value == 5)
        }
    }
}
