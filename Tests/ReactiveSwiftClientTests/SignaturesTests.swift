import Dispatch
import Foundation
import ReactiveCore
import Testing

/// An object whose property a key-path binding target sets.
final class Label {
    var text = ""
}

@Suite("ReactiveSwift's signatures and overloads")
struct SignaturesTests {
    @Suite("take(until:) with a predicate")
    struct TakeUntilPredicate {
        @Test("a signal forwards the value that fails the predicate, then completes")
        func signal() {
            let (signal, observer) = Signal<Int, Never>.pipe()
            let values = Recorded<Int>()
            let completed = Flag()
            signal.take(until: { $0 < 3 }).on(completed: { completed.set() }).observeValues { values.append($0) }
            for value in 1...5 { observer.send(value: value) }
            #expect(values.items == [1, 2, 3])
            #expect(completed.isSet)
        }

        @Test("a producer stops its work after the value that fails the predicate")
        func producer() {
            let values = Recorded<Int>()
            SignalProducer(1...10).take(until: { $0 != 2 }).startWithValues { values.append($0) }
            #expect(values.items == [1, 2])
        }
    }

    @Suite("throttle(while:on:)")
    struct ThrottleWhile {
        @Test("values are held back while the property is true, and the latest is sent when it turns false")
        func signal() {
            let isPaused = MutableProperty(false)
            let (signal, observer) = Signal<Int, Never>.pipe()
            let values = Recorded<Int>()
            signal.throttle(while: isPaused, on: ImmediateScheduler()).observeValues { values.append($0) }
            observer.send(value: 1)
            isPaused.value = true
            observer.send(value: 2)
            observer.send(value: 3)
            #expect(values.items == [1])
            isPaused.value = false
            #expect(values.items == [1, 3])
            observer.send(value: 4)
            #expect(values.items == [1, 3, 4])
        }

        @Test("a producer does not keep the property alive")
        func producerDoesNotRetain() {
            var isPaused: MutableProperty<Bool>? = MutableProperty(false)
            let ended = Flag()
            isPaused?.lifetime.observeEnded { ended.set() }
            let (signal, observer) = Signal<Int, Never>.pipe()
            let values = Recorded<Int>()
            SignalProducer(signal).throttle(while: isPaused!, on: ImmediateScheduler()).startWithValues { values.append($0) }
            observer.send(value: 1)
            isPaused = nil
            #expect(ended.isSet)
            observer.send(value: 2)
            #expect(values.items == [1, 2])
        }
    }

    @Suite("bindings")
    struct Bindings {
        @Test("a key-path binding target sets the object's property")
        func keyPathTarget() {
            let label = Label()
            let (lifetime, token) = Lifetime.make()
            let target = BindingTarget(lifetime: lifetime, object: label, keyPath: \Label.text)
            let title = MutableProperty("first")
            target <~ title
            title.value = "second"
            #expect(label.text == "second")
            withExtendedLifetime(token) {}
        }

        @Test("an optional target binds when it holds a target and does nothing when nil")
        func optionalTarget() {
            let source = MutableProperty(1)
            let present: MutableProperty<Int>? = MutableProperty(0)
            present <~ source
            #expect(present?.value == 1)
            let absent: MutableProperty<Int>? = nil
            #expect((absent <~ source)?.isDisposed == true)
        }

        @Test("<~ to a target returns Disposable?, so optional chaining and force unwrapping compile")
        func optionalDisposable() {
            let target = MutableProperty(0)
            let (source, input) = Signal<Int, Never>.pipe()
            (target <~ SignalProducer(source))?.dispose()
            input.send(value: 1)
            #expect(target.value == 0)

            let (signal, signalInput) = Signal<Int, Never>.pipe()
            let disposable = target <~ signal
            signalInput.send(value: 2)
            disposable!.dispose()
            signalInput.send(value: 3)
            #expect(target.value == 2)
        }

        @Test("<~ of non-optional values to a target of optionals returns Disposable? as well")
        func optionalisingDisposable() {
            let target = MutableProperty<Int?>(nil)
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposable: Disposable? = target <~ signal
            input.send(value: 1)
            disposable?.dispose()
            input.send(value: 2)
            #expect(target.value == 1)
        }

        @Test("<~ to an observer returns a non-optional Disposable")
        func observerDisposable() {
            let (signal, observer) = Signal<Int, Never>.pipe()
            let values = Recorded<Int>()
            signal.observeValues { values.append($0) }
            let (source, sourceInput) = Signal<Int, Never>.pipe()
            let disposable: Disposable = observer <~ source
            sourceInput.send(value: 1)
            disposable.dispose()
            sourceInput.send(value: 2)
            #expect(values.items == [1])
        }
    }

    @Suite("SignalProducer initialisers")
    struct Initialisers {
        @Test("a producer can be made from a Result and from any producer-convertible stream")
        func fromConvertible() {
            let values = Recorded<String>()
            SignalProducer<String, ClientError>(Result.success("ok")).startWithResult { values.append((try? $0.get()) ?? "failed") }
            SignalProducer<String, ClientError>(Result.failure(.failed)).startWithResult { values.append((try? $0.get()) ?? "failed") }
            let property = MutableProperty("from a property")
            SignalProducer(property).startWithValues { values.append($0) }
            #expect(values.items == ["ok", "failed", "from a property"])
        }

        @Test(".init(value:) in a recovering closure infers a producer that cannot fail")
        func flatMapErrorInference() {
            let values = Recorded<Int>()
            SignalProducer<Int, ClientError>(error: .failed)
                .flatMapError { _ in .init(value: 0) }
                .startWithValues { values.append($0) }
            SignalProducer<Int, ClientError>.empty.flatMapError { _ in .init(values: 1, 2) }.start()
            SignalProducer<Int, ClientError>.empty.flatMapError { _ in .init([3]) }.start()
            #expect(values.items == [0])
        }
    }

    @Suite("properties")
    struct Properties {
        @Test("combineLatest and zip of a sequence work on a Property of any type")
        func sequenceJoins() {
            let a = MutableProperty(1)
            let b = MutableProperty(2)
            let latest = Property<Int>.combineLatest([a, b], emptySentinel: [])
            let zipped = Property<Int>.zip([a, b], emptySentinel: [])
            let inferred = Property.combineLatest([a, b])
            a.value = 10
            #expect(latest.value == [10, 2])
            #expect(zipped.value == [1, 2])
            #expect(inferred?.value == [10, 2])
            #expect(Property<Int>.combineLatest([MutableProperty<Int>](), emptySentinel: [0]).value == [0])
        }

        @Test("any and all take their properties as variadic arguments")
        func variadicBooleans() {
            let a = MutableProperty(true)
            let b = MutableProperty(false)
            let all = Property.all(a, b)
            let any = Property.any(a, b)
            #expect(!all.value)
            #expect(any.value)
            b.value = true
            #expect(all.value)
        }

        @Test("a property of optionals takes a producer of the wrapped values, also in generic code")
        func optionalInitial() {
            func latest<T: OptionalProtocol>(_ initial: T, then values: SignalProducer<T.Wrapped, Never>) -> Property<T> {
                Property(initial: initial, then: values)
            }
            let (signal, observer) = Signal<String, Never>.pipe()
            let concrete: Property<String?> = Property(initial: nil, then: .init(value: "first"))
            let generic = latest(String?.none, then: SignalProducer(signal))
            let fromSignal = Property<String?>(initial: "start", then: signal)
            observer.send(value: "next")
            #expect(concrete.value == "first")
            #expect(generic.value == "next")
            #expect(fromSignal.value == "next")
        }
    }

    @Suite("producer operators with .init arguments")
    struct ConcreteOverloads {
        @Test("sample, withLatest, combineLatest and zip accept .init(value:) producers")
        func implicitMembers() {
            let pairs = Recorded<String>()
            let source = SignalProducer<Int, Never>(value: 1)
            source.sample(with: .init(value: "x")).startWithValues { pairs.append("\($0)\($1)") }
            source.sample(on: .init(value: ())).startWithValues { pairs.append("on \($0)") }
            source.withLatest(from: .init(value: "y")).startWithValues { pairs.append("\($0)\($1)") }
            source.combineLatest(with: .init(value: "z")).startWithValues { pairs.append("\($0)\($1)") }
            source.zip(with: .init(value: "w")).startWithValues { pairs.append("\($0)\($1)") }
            #expect(pairs.items == ["1x", "on 1", "1y", "1z", "1w"])
        }

        @Test("flatMap(.latest) and then accept .init(value:) when the outer error is not Never")
        func noAmbiguity() {
            let values = Recorded<String>()
            let (signal, observer) = Signal<Int, ClientError>.pipe()
            signal.flatMap(.latest) { _ in .init(value: 0) }.observeResult { values.append("signal \((try? $0.get()) ?? -1)") }
            observer.send(value: 1)
            SignalProducer<Int, ClientError>(value: 1)
                .flatMap(.latest) { _ in .init(value: 2) }
                .startWithResult { values.append("producer \((try? $0.get()) ?? -1)") }
            SignalProducer<Int, ClientError>(value: 1)
                .then(.init(value: "then"))
                .startWithResult { values.append((try? $0.get()) ?? "failed") }
            #expect(values.items == ["signal 0", "producer 2", "then"])
        }
    }

    @Suite("schedulers")
    struct Schedulers {
        @Test("a QueueScheduler made without a quality of service has none of its own")
        func unspecifiedQoS() {
            #expect(QueueScheduler().queue.qos == .unspecified)
            #expect(QueueScheduler(qos: .userInitiated).queue.qos == .userInitiated)
        }

        @Test("a QueueScheduler made for a queue runs its work there, on a queue of the given name")
        func targetingQueue() {
            let key = DispatchSpecificKey<String>()
            let target = DispatchQueue(label: "client.target", attributes: .concurrent)
            target.setSpecific(key: key, value: "target")
            let scheduler = QueueScheduler(queue: target, name: "client.scheduler")
            let seen = Recorded<String>()
            let done = DispatchSemaphore(value: 0)
            scheduler.schedule {
                seen.append(DispatchQueue.getSpecific(key: key) ?? "elsewhere")
                done.signal()
            }
            done.wait()
            #expect(seen.items == ["target"])
            #expect(scheduler.queue.label == "client.scheduler")
        }

        @Test("awaited advance from a nonisolated test runs the actions on the main thread")
        func asyncAdvanceOnMainThread() async {
            let scheduler = TestScheduler()
            let onMain = Recorded<Bool>()
            scheduler.schedule { onMain.append(MainQueue.isCurrent) }
            scheduler.schedule(after: .seconds(1)) { onMain.append(MainQueue.isCurrent) }
            await scheduler.advance()
            await scheduler.advance(by: .seconds(1))
            scheduler.schedule(after: .seconds(1)) { onMain.append(MainQueue.isCurrent) }
            await scheduler.advance(by: 1.0)
            scheduler.schedule(after: .seconds(1)) { onMain.append(MainQueue.isCurrent) }
            await scheduler.advance(to: scheduler.currentDate.addingTimeInterval(1))
            scheduler.schedule(after: .seconds(1)) { onMain.append(MainQueue.isCurrent) }
            await scheduler.run()
            #expect(onMain.items == [true, true, true, true, true])
        }
    }
}
