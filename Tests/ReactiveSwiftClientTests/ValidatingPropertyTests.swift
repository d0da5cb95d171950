import ReactiveCore
import Testing

@Suite("ValidatingProperty and validated actions")
struct ValidatingPropertyTests {
    enum FormError: Error, Equatable {
        case empty
        case tooLong
        case mismatch
    }

    /// A user name: non-empty, and cut to five characters.
    static func userName(_ input: String) -> ValidatingProperty<String, FormError>.Decision {
        if input.isEmpty { return .invalid(.empty) }
        if input.count > 5 { return .coerced(String(input.prefix(5)), .tooLong) }
        return .valid
    }

    @Test("a valid proposal is committed and reported valid")
    func valid() {
        let name = ValidatingProperty("") { Self.userName($0) }
        #expect(name.result.value.isInvalid)
        name.value = "ann"
        #expect(name.value == "ann")
        #expect(name.result.value.value == "ann")
        #expect(name.result.value.error == nil)
    }

    @Test("an invalid proposal is reported but not committed")
    func invalid() {
        let inner = MutableProperty("bob")
        let name = ValidatingProperty(inner) { Self.userName($0) }
        name.value = ""
        #expect(inner.value == "bob")
        #expect(name.result.value.error == .empty)
        guard case let .invalid(proposed, error) = name.result.value else {
            Issue.record("expected an invalid result")
            return
        }
        #expect(proposed == "")
        #expect(error == .empty)
    }

    @Test("a coerced proposal commits the replacement and keeps the proposal in the result")
    func coerced() {
        let name = ValidatingProperty("") { Self.userName($0) }
        let committed = Recorded<String>()
        name.signal.observeValues { committed.append($0) }
        name.value = "bartholomew"
        #expect(name.value == "barth")
        #expect(committed.items == ["barth"])
        guard case let .coerced(replacement, proposed, error) = name.result.value else {
            Issue.record("expected a coerced result")
            return
        }
        #expect(replacement == "barth")
        #expect(proposed == "bartholomew")
        #expect(error == .tooLong)
        #expect(!name.result.value.isInvalid)
    }

    @Test("a change made to the inner property is validated but stays")
    func innerChange() {
        let inner = MutableProperty("ok")
        let name = ValidatingProperty(inner) { Self.userName($0) }
        inner.value = ""
        #expect(name.value == "")
        #expect(name.result.value.isInvalid)
    }

    @Test("a property validated against another one revalidates when the other changes")
    func dependsOnOther() {
        let password = MutableProperty("secret")
        let confirmation = ValidatingProperty("", with: password) { input, password in
            input == password ? .valid : .invalid(FormError.mismatch)
        }
        confirmation.value = "secret"
        #expect(!confirmation.result.value.isInvalid)
        password.value = "changed"
        #expect(confirmation.result.value.error == .mismatch)
        password.value = "secret"
        #expect(!confirmation.result.value.isInvalid)
    }

    @Test("a property validated against another validating property uses its latest proposal")
    func dependsOnValidatingProperty() {
        let email = ValidatingProperty("", { $0.contains("@") ? .valid : .invalid(FormError.empty) })
        let confirmation = ValidatingProperty("", with: email) { input, email in
            input == email ? .valid : .invalid(FormError.mismatch)
        }
        email.value = "no-at-sign"
        confirmation.value = "no-at-sign"
        #expect(!confirmation.result.value.isInvalid)
        email.value = "a@b"
        #expect(confirmation.result.value.error == .mismatch)
    }

    @Suite("Action(validated:)")
    struct ValidatedAction {
        @Test("the action is enabled only while the state is valid, and gets the valid value with the input")
        func withInput() {
            let name = ValidatingProperty("") { ValidatingPropertyTests.userName($0) }
            let greet = Action<String, String, Never>(validated: name) { name, greeting in
                SignalProducer(value: "\(greeting), \(name)")
            }
            #expect(!greet.isEnabled.value)
            name.value = "eve"
            #expect(greet.isEnabled.value)
            let results = Recorded<String>()
            greet.apply("hi").startWithResult { results.append((try? $0.get()) ?? "error") }
            #expect(results.items == ["hi, eve"])
        }

        @Test("the Void-input form receives the coerced value")
        func voidInput() {
            let name = ValidatingProperty("") { ValidatingPropertyTests.userName($0) }
            let submit = Action<Void, Int, Never>(validated: name) { name in SignalProducer(value: name.count) }
            name.value = "maximilian"
            let counts = Recorded<Int>()
            submit.values.observeValues { counts.append($0) }
            submit.apply().start()
            #expect(counts.items == [5])
        }
    }
}
