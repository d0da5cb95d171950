import ReactiveCore
import Testing

@Suite("Bindings")
struct BindingTests {
    @Suite("<~ to a MutableProperty")
    struct ToMutableProperty {
        @Test("a signal's values set the property")
        func fromSignal() {
            let property = MutableProperty(0)
            let (signal, input) = Signal<Int, Never>.pipe()
            property <~ signal
            input.send(value: 1)
            input.send(value: 2)
            #expect(property.value == 2)
        }

        @Test("a producer is started and its values set the property")
        func fromProducer() {
            let property = MutableProperty(0)
            property <~ SignalProducer([1, 2, 3])
            #expect(property.value == 3)
        }

        @Test("a property source sets its current value at once, then its changes")
        func fromProperty() {
            let source = MutableProperty("a")
            let target = MutableProperty("")
            let recorder = SyncRecorder<String>()
            target.signal.observeValues { recorder.append($0) }
            target <~ source
            source.value = "b"
            #expect(recorder.items == ["a", "b"])
        }

        @Test("binds non-optional values to an optional property")
        func optionalTarget() {
            let property = MutableProperty<Int?>(nil)
            let (signal, input) = Signal<Int, Never>.pipe()
            property <~ signal
            input.send(value: 5)
            #expect(property.value == 5)
        }

        @Test("binds optional values to an optional property")
        func optionalSource() {
            let property = MutableProperty<Int?>(1)
            let (signal, input) = Signal<Int?, Never>.pipe()
            property <~ signal
            input.send(value: nil)
            #expect(property.value == nil)
        }

        @Test("disposing the binding stops it")
        func dispose() {
            let property = MutableProperty(0)
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposable = property <~ signal
            input.send(value: 1)
            disposable?.dispose()
            input.send(value: 2)
            #expect(property.value == 1)
        }

        @Test("the binding ends when the target deinitialises")
        func endsWithTarget() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposable = property! <~ signal
            property = nil
            #expect(disposable?.isDisposed == true)
            input.send(value: 1)
        }

        @Test("the binding ends when the source completes, keeping the last value")
        func endsWithSource() {
            let property = MutableProperty(0)
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = SyncRecorder<Int>()
            property.signal.observeValues { recorder.append($0) }
            property <~ signal
            input.send(value: 1)
            input.sendCompleted()
            #expect(property.value == 1)
            #expect(recorder.items == [1])
        }

        @Test("the binding does not keep the target alive")
        func doesNotRetainTarget() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            weak let weakProperty = property
            let (signal, input) = Signal<Int, Never>.pipe()
            property! <~ signal
            property = nil
            #expect(weakProperty == nil)
            withExtendedLifetime(input) {}
        }

        @Test("a producer bound to a deinitialised target is interrupted")
        func producerInterruptedWithTarget() {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let interrupted = Counter()
            property! <~ SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { interrupted.increment() }
            }
            #expect(interrupted.value == 0)
            property = nil
            #expect(interrupted.value == 1)
        }

        @Test("a completed binding releases its observation of the target's lifetime")
        func releasesFinishedBinding() {
            let property = MutableProperty(0)
            var tracked: Tracked? = Tracked()
            weak let weakTracked = tracked
            property <~ SignalProducer([1]).map { [tracked] value in
                _ = tracked
                return value
            }
            tracked = nil
            #expect(weakTracked == nil)
            #expect(property.value == 1)
        }

        @Test("two properties bound to each other through a condition do not deadlock")
        func mutualBinding() {
            let first = MutableProperty(0)
            let second = MutableProperty(0)
            first <~ second.signal.filter { $0 < 10 }.map { $0 + 1 }
            second <~ first.signal.filter { $0 < 10 }.map { $0 + 1 }
            first.value = 1
            #expect(first.value == 9)
            #expect(second.value == 10)
        }
    }

    @Suite("BindingTarget")
    struct Target {
        @Test("its action receives the bound values")
        func action() {
            let recorder = SyncRecorder<Int>()
            let (lifetime, token) = Lifetime.make()
            let target = BindingTarget<Int>(lifetime: lifetime) { recorder.append($0) }
            target <~ SignalProducer([1, 2])
            #expect(recorder.items == [1, 2])
            _ = token
        }

        @Test("binding to a target whose lifetime ended starts nothing and returns a disposed binding")
        func endedLifetime() {
            let starts = Counter()
            let target = BindingTarget<Int>(lifetime: .empty) { _ in }
            let disposable = target <~ SignalProducer<Int, Never> { _, _ in starts.increment() }
            #expect(disposable?.isDisposed == true)
            #expect(starts.value == 0)
        }

        @Test("the binding ends when the target's lifetime token is released")
        func tokenReleased() {
            let recorder = SyncRecorder<Int>()
            var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
            let target = BindingTarget<Int>(lifetime: lifetime) { recorder.append($0) }
            let (signal, input) = Signal<Int, Never>.pipe()
            target <~ signal
            input.send(value: 1)
            token = nil
            input.send(value: 2)
            #expect(recorder.items == [1])
            _ = token
        }

        @Test("is its own binding target")
        func ownBindingTarget() {
            let target = BindingTarget<Int>(lifetime: .empty) { _ in }
            #expect(target.bindingTarget.lifetime === target.lifetime)
        }
    }

    @Suite("<~ to an observer")
    struct ToObserver {
        @Test("forwards values but not termination")
        func forwardsValues() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            let observer = recorder.observer
            signal.observe(observer)
            input <~ SignalProducer([1, 2])
            #expect(recorder.events == [.value(1), .value(2)])
        }

        @Test("disposing the binding stops forwarding")
        func dispose() {
            let (source, sourceInput) = Signal<Int, Never>.pipe()
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = SyncRecorder<Int>()
            signal.observeValues { recorder.append($0) }
            let disposable = input <~ source
            sourceInput.send(value: 1)
            disposable.dispose()
            sourceInput.send(value: 2)
            #expect(recorder.items == [1])
        }
    }
}
