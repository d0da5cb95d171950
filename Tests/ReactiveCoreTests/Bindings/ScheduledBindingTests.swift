import Dispatch
import ReactiveCore
import Testing

@MainActor
private final class Label: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
    let lifetimeToken = Lifetime.Token()
    var text = ""
    var history: [String] = []
}

extension Reactive where Base == Label {
    fileprivate var text: BindingTarget<String> {
        makeBindingTarget { label, text in
            label.text = text
            label.history.append(text)
        }
    }
}

@Suite("Scheduled binding targets")
struct ScheduledBindingTests {
    @Suite("BindingTarget(on:lifetime:action:)")
    struct OnScheduler {
        @Test("applies values when the scheduler runs them")
        func testScheduler() {
            let scheduler = TestScheduler()
            let recorder = SyncRecorder<Int>()
            let (lifetime, token) = Lifetime.make()
            let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { recorder.append($0) }
            target <~ SignalProducer<Int, Never>([1, 2])
            #expect(recorder.items.isEmpty)
            scheduler.run()
            #expect(recorder.items == [1, 2])
            _ = token
        }

        @Test("drops values still queued when the lifetime ends")
        func dropsAfterLifetime() {
            let scheduler = TestScheduler()
            let recorder = SyncRecorder<Int>()
            var token: Lifetime.Token? = Lifetime.Token()
            let target = BindingTarget<Int>(on: scheduler, lifetime: Lifetime(token!)) { recorder.append($0) }
            target <~ SignalProducer<Int, Never>(value: 1)
            token = nil
            scheduler.run()
            #expect(recorder.items.isEmpty)
        }

        @Test("runs the action on a queue scheduler's queue")
        func queueScheduler() async {
            let recorder = SyncRecorder<Int>()
            let (lifetime, token) = Lifetime.make()
            let scheduler = QueueScheduler(name: "binding-target-tests")
            let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { recorder.append($0) }
            target <~ SignalProducer<Int, Never>([1, 2, 3])
            #expect(await recorder.wait(forCount: 3))
            #expect(recorder.items == [1, 2, 3])
            _ = token
        }

        @Test("with the default immediate scheduler, applies values synchronously")
        func immediate() {
            let recorder = SyncRecorder<Int>()
            let target = BindingTarget<Int>(on: ImmediateScheduler(), lifetime: Lifetime.make().lifetime) {
                recorder.append($0)
            }
            target.action(4)
            #expect(recorder.items == [4])
        }
    }

    @Suite("main actor targets")
    struct MainActorTargets {
        @Test("values sent on the main actor are applied at once")
        @MainActor
        func synchronousOnMain() {
            let label = Label()
            let title = MutableProperty("first")
            label.reactive.text <~ title
            #expect(label.text == "first")
            title.value = "second"
            #expect(label.text == "second")
        }

        @Test("values sent from other threads are applied on the main actor, in order")
        @MainActor
        func fromBackground() async {
            let label = Label()
            let applied = SyncRecorder<String>()
            let target = BindingTarget<String>.onMainActor(lifetime: label.reactive.lifetime) { text in
                MainActor.assertIsolated()
                label.history.append(text)
                applied.append(text)
            }
            let (signal, input) = Signal<String, Never>.pipe()
            target <~ signal
            await Task.detached {
                for index in 0 ..< 50 { input.send(value: "\(index)") }
            }.value
            #expect(await applied.wait(forCount: 50))
            #expect(label.history == (0 ..< 50).map { "\($0)" })
        }

        @Test("the binding ends when the object deinitialises")
        @MainActor
        func endsWithObject() {
            var label: Label? = Label()
            let title = MutableProperty("a")
            let disposable = label!.reactive.text <~ title
            label = nil
            #expect(disposable?.isDisposed == true)
            title.value = "b"
        }

        @Test("the target does not keep the object alive")
        @MainActor
        func weakObject() {
            var label: Label? = Label()
            weak let weakLabel = label
            let target = label!.reactive.text
            label = nil
            #expect(weakLabel == nil)
            #expect(target.lifetime.hasEnded)
        }

        @Test("a value queued before the object went away is dropped")
        @MainActor
        func queuedValueDropped() async {
            var label: Label? = Label()
            let applied = SyncRecorder<String>()
            let target = BindingTarget<String>.onMainActor(lifetime: label!.reactive.lifetime) { applied.append($0) }
            let (signal, input) = Signal<String, Never>.pipe()
            target <~ signal
            // Sent off the main queue while this test holds it, so the value is queued.
            DispatchQueue.global().sync { input.send(value: "late") }
            label = nil
            let marker = SyncRecorder<Bool>()
            DispatchQueue.main.async { marker.append(true) }
            #expect(await marker.wait(forCount: 1))
            #expect(applied.items.isEmpty)
        }
    }
}
