import ReactiveCore
import Testing

@Suite("Action with Void input")
struct ActionTests {
    @Test("apply() starts the work of an action without input")
    func applyWithoutInput() {
        let refresh = Action<Void, Int, Never> { SignalProducer(value: 42) }
        let values = Recorded<Int>()
        refresh.apply().startWithResult { result in
            if case let .success(value) = result { values.append(value) }
        }
        #expect(values.items == [42])
    }

    @Test("apply() on a disabled action fails with .disabled")
    func applyDisabled() {
        let refresh = Action<Void, Int, Never>(enabledIf: Property(value: false)) { SignalProducer(value: 1) }
        let errors = Recorded<ActionError<Never>>()
        refresh.apply().startWithFailed { errors.append($0) }
        #expect(errors.items == [.disabled])
    }

    @Test("init(unwrapping:execute:) takes a closure of the unwrapped state alone")
    func unwrappingWithoutInput() {
        let selectedID = MutableProperty<Int?>(nil)
        let open = Action<Void, String, Never>(unwrapping: selectedID) { id in
            SignalProducer(value: "item \(id)")
        }
        #expect(!open.isEnabled.value)
        selectedID.value = 7
        #expect(open.isEnabled.value)
        let opened = Recorded<String>()
        open.values.observeValues { opened.append($0) }
        open.apply().start()
        #expect(opened.items == ["item 7"])
    }

    @Test("init(state:execute:) with an optional state passes the optional itself, always enabled")
    func optionalStateIsPassedThrough() {
        let query = MutableProperty<String?>(nil)
        let search = Action<Void, String, Never>(state: query) { (text: String?) in
            SignalProducer(value: text ?? "everything")
        }
        #expect(search.isEnabled.value)
        let searched = Recorded<String>()
        search.values.observeValues { searched.append($0) }
        search.apply().start()
        #expect(searched.items == ["everything"])
    }
}
