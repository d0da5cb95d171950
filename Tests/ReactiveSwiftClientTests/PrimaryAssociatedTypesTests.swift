import ReactiveCore
import Testing

// Client code that names ReactiveSwift 7's property and binding protocols with their primary
// associated type (`some PropertyProtocol<Int>`, `any BindingSource<String>`), which ReactiveSwift
// declares since 7.1.

/// Doubles whatever integer property it is given.
func doubled(_ property: some PropertyProtocol<Int>) -> Property<Int> {
    property.map { $0 * 2 }
}

/// Increments any integer property that can be changed atomically.
func increment(_ property: some ComposableMutablePropertyProtocol<Int>) {
    property.modify { $0 += 1 }
}

/// Resets any settable integer property.
func reset(_ property: some MutablePropertyProtocol<Int>) {
    property.value = 0
}

@Suite("Protocols with primary associated types")
struct PrimaryAssociatedTypesTests {
    @Test("properties are accepted as some PropertyProtocol<Int> and its mutable refinements")
    func properties() {
        let count = MutableProperty(1)
        let twice = doubled(count)
        increment(count)
        #expect(twice.value == 4)
        reset(count)
        #expect(twice.value == 0)
    }

    @Test("sources and targets can be held as any BindingSource<String> and any BindingTargetProvider<String>")
    func bindingExistentials() {
        let label = MutableProperty("")
        let name = MutableProperty("Ada")
        let sources: [any BindingSource<String>] = [name, SignalProducer(value: "Grace")]
        let target: any BindingTargetProvider<String> = label
        let values = Recorded<String>()
        label.signal.observeValues { values.append($0) }
        for source in sources {
            target.bindingTarget <~ source.producer
        }
        #expect(values.items == ["Ada", "Grace"])
    }
}
