import ReactiveCore
import Testing

private final class Widget: ReactiveExtensionsProvider, ReactiveLifetimeProviding, Sendable {
    let lifetimeToken = Lifetime.Token()
    let name: String
    let onDeinit: (@Sendable () -> Void)?

    init(name: String = "widget", onDeinit: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }
}

private struct Point: ReactiveExtensionsProvider {
    var x = 1
}

@MainActor
private final class Screen: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
    let lifetimeToken = Lifetime.Token()
    var title = ""
}

extension Reactive where Base == Widget {
    fileprivate var shoutedName: String { base.name.uppercased() }
    fileprivate static var kind: String { "widget" }
}

extension Reactive where Base == Point {
    fileprivate var doubledX: Int { base.x * 2 }
}

@Suite("Reactive extensions")
struct ReactiveTests {
    @Suite("namespace")
    struct Namespace {
        @Test("reactive exposes the base object")
        func base() {
            let widget = Widget()
            #expect(widget.reactive.base === widget)
        }

        @Test("instance extensions read the base")
        func instanceExtension() {
            #expect(Widget(name: "knob").reactive.shoutedName == "KNOB")
        }

        @Test("static extensions are reachable from the type")
        func staticExtension() {
            #expect(Widget.reactive.kind == "widget")
        }

        @Test("value types can host extensions too")
        func valueType() {
            #expect(Point(x: 4).reactive.doubledX == 8)
        }
    }

    @Suite("lifetime")
    struct LifetimeTests {
        @Test("has not ended while the object is alive")
        func alive() {
            let widget = Widget()
            #expect(!widget.reactive.lifetime.hasEnded)
        }

        @Test("ends when the object deinitialises")
        func endsOnDeinit() {
            var widget: Widget? = Widget()
            let lifetime = widget!.reactive.lifetime
            widget = nil
            #expect(lifetime.hasEnded)
        }

        @Test("ends right after the object's deinit body has run")
        func endsAfterDeinitBody() {
            let log = SyncRecorder<String>()
            var widget: Widget? = Widget { log.append("deinit") }
            widget!.reactive.lifetime.observeEnded { log.append("ended") }
            widget = nil
            #expect(log.items == ["deinit", "ended"])
        }

        @Test("every access observes the same lifetime")
        func sharedAcrossAccesses() {
            var widget: Widget? = Widget()
            let first = widget!.reactive.lifetime
            let second = widget!.reactive.lifetime
            widget = nil
            #expect(first.hasEnded && second.hasEnded)
        }

        @Test("observing the lifetime does not keep the object alive")
        func doesNotRetain() {
            var widget: Widget? = Widget()
            weak let weakWidget = widget
            let lifetime = widget!.reactive.lifetime
            lifetime.observeEnded {}
            widget = nil
            #expect(weakWidget == nil)
        }

        @Test("its ended signal completes when the object deinitialises")
        func endedSignal() {
            var widget: Widget? = Widget()
            let recorder = EventRecorder<Never, Never>()
            widget!.reactive.lifetime.ended.observe(recorder.observer)
            #expect(recorder.events.isEmpty)
            widget = nil
            #expect(recorder.isCompleted)
        }

        @Test("bindings to a target tied to the object end with it")
        func bindingsEnd() {
            var widget: Widget? = Widget()
            let recorder = SyncRecorder<Int>()
            let target = BindingTarget<Int>(lifetime: widget!.reactive.lifetime) { recorder.append($0) }
            let (signal, input) = Signal<Int, Never>.pipe()
            target <~ signal
            input.send(value: 1)
            widget = nil
            input.send(value: 2)
            #expect(recorder.items == [1])
        }

        @Test("a main-actor object can provide its lifetime")
        @MainActor
        func mainActorObject() {
            var screen: Screen? = Screen()
            screen!.title = "Search"
            let lifetime = screen!.reactive.lifetime
            screen = nil
            #expect(lifetime.hasEnded)
        }
    }
}
