import ReactiveBindings
import ReactiveCore
import Testing

@Suite("Bindings")
struct BindingTests {
    /// A view-like object with a bindable text, whose lifetime ends when it deinitialises.
    final class Label: ReactiveExtensionsProvider, ReactiveLifetimeProviding, Sendable {
        let lifetimeToken = Lifetime.Token()
        private let storedText = Locked("")

        var text: String { storedText.withLock { $0 } }

        var textTarget: BindingTarget<String> {
            BindingTarget(lifetime: reactive.lifetime) { [weak self] text in
                self?.storedText.withLock { $0 = text }
            }
        }
    }

    @Suite("bind(to:) and <~")
    struct BindTo {
        @Test("a bound property sets the target at once and on every change")
        func propertyToTarget() {
            let name = MutableProperty("Ada")
            let label = Label()
            name.bind(to: label.textTarget)
            #expect(label.text == "Ada")
            name.value = "Grace"
            #expect(label.text == "Grace")
        }

        @Test("bind(to:) and <~ bind the same way")
        func sameAsOperator() {
            let name = MutableProperty("Ada")
            let first = Label()
            let second = Label()
            name.bind(to: first.textTarget)
            second.textTarget <~ name
            name.value = "Grace"
            #expect(first.text == second.text)
        }

        @Test("a bound producer sets the target with each value")
        func producerToTarget() {
            let label = Label()
            SignalProducer(values: "a", "b").bind(to: label.textTarget)
            #expect(label.text == "b")
        }

        @Test("disposing the binding stops it")
        func disposing() {
            let name = MutableProperty("Ada")
            let label = Label()
            name.bind(to: label.textTarget)?.dispose()
            name.value = "Grace"
            #expect(label.text == "Ada")
        }
    }

    @Suite("lifetimes")
    struct Lifetimes {
        @Test("the binding ends when the target deinitialises, and the source does not keep it alive")
        func targetEnds() {
            let name = MutableProperty("Ada")
            var label: Label? = Label()
            weak let weakLabel = label
            let binding = name.bind(to: label!.textTarget)
            label = nil
            #expect(weakLabel == nil)
            #expect(binding?.isDisposed == true)
        }

        @Test("the binding ends when the source deinitialises, and the target does not keep it alive")
        func sourceEnds() {
            var name: MutableProperty<String>? = MutableProperty("Ada")
            weak let weakName = name
            let label = Label()
            name!.bind(to: label.textTarget)
            name = nil
            #expect(weakName == nil)
            #expect(label.text == "Ada")
        }

        @Test("binding to a target whose lifetime has ended binds nothing, and says so with a disposed binding")
        func endedTarget() {
            let (lifetime, token) = ReactiveCore.Lifetime.make()
            token.dispose()
            let received = Recorder<String>()
            let target = BindingTarget<String>(lifetime: lifetime) { received.append($0) }
            #expect(MutableProperty("Ada").bind(to: target)?.isDisposed == true)
            #expect(received.values.isEmpty)
        }
    }

    @Suite("observable arrays as targets")
    struct ArrayTargets {
        @Test("binding arrays to an observable array replaces its elements")
        func replaces() {
            let rows = MutableObservableArray([1])
            let source = MutableProperty([2, 3])
            let changes = ChangeRecorder<Int>()
            rows.signal.observe(changes.observer)
            rows <~ source
            #expect(rows.elements == [2, 3])
            #expect(changes.changeSets == [ChangeSet.reset(oldCount: 1, newCount: 2)])
        }

        @Test("the diffing target changes only the rows that differ")
        func diffing() {
            let rows = MutableObservableArray([1, 2])
            let changes = ChangeRecorder<Int>()
            rows.signal.observe(changes.observer)
            rows.diffingBindingTarget <~ SignalProducer(value: [1, 2, 3])
            #expect(changes.changeSets == [ChangeSet(oldCount: 2, newCount: 3, inserts: [2])])
        }

        @Test("the binding ends when the observable array deinitialises, without a leak")
        func arrayEnds() {
            let source = MutableProperty([1])
            var rows: MutableObservableArray<Int>? = MutableObservableArray()
            weak let weakRows = rows
            let binding = rows! <~ source
            rows = nil
            #expect(weakRows == nil)
            #expect(binding?.isDisposed == true)
        }
    }
}
