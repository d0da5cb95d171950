import Dispatch
import ReactiveCore
import Testing

@Suite("ValidatingProperty")
struct ValidatingPropertyTests {
    enum RangeError: Error, Equatable {
        case negative
        case tooLarge
    }

    /// Accepts 0…100, clamps larger values to 100 and refuses negative ones.
    static func percentage(_ value: Int) -> ValidatingProperty<Int, RangeError>.Decision {
        if value < 0 { return .invalid(.negative) }
        if value > 100 { return .coerced(100, .tooLarge) }
        return .valid
    }

    @Test("the initial value is validated, valid or not")
    func initialValue() {
        let property = ValidatingProperty(-1) { Self.percentage($0) }
        #expect(property.result.value.error == .negative)
        #expect(property.value == -1)
    }

    @Test("result changes before the inner property, so observers of the value see the new result")
    func resultFirst() {
        let property = ValidatingProperty(0) { Self.percentage($0) }
        let seen = SyncRecorder<Int?>()
        let results = property.result
        property.signal.observeValues { _ in seen.append(results.value.value) }
        property.value = 150
        #expect(seen.items == [100])
    }

    @Test("a value proposed from an observer of the result is validated after the current proposal, without deadlock")
    func reentrantProposal() {
        let property = ValidatingProperty(0) { Self.percentage($0) }
        let proposals = SyncRecorder<Int>()
        property.result.signal.observeValues { [weak property] result in
            if case let .coerced(_, proposed, _) = result {
                proposals.append(proposed)
                property?.value = 50
            }
        }
        property.value = 200
        #expect(proposals.items == [200])
        #expect(property.value == 50)
        #expect(property.result.value.value == 50)
    }

    @Test("concurrent proposals are each validated, and the last result matches the committed value")
    func concurrentProposals() {
        let inner = MutableProperty(0)
        let property = ValidatingProperty(inner) { Self.percentage($0) }
        let validated = SyncRecorder<Int>()
        property.result.signal.observeValues { _ in validated.append(1) }
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            property.value = index % 2 == 0 ? index : -index
        }
        #expect(validated.items.count == 400)
        #expect(property.result.value.value ?? inner.value == inner.value)
    }

    @Test("the property retains the inner property and releases it with itself")
    func lifetime() {
        weak var weakInner: MutableProperty<Int>?
        var property: ValidatingProperty<Int, RangeError>?
        do {
            let inner = MutableProperty(1)
            weakInner = inner
            property = ValidatingProperty(inner) { Self.percentage($0) }
        }
        #expect(weakInner != nil)
        #expect(property?.value == 1)
        property = nil
        #expect(weakInner == nil)
    }
}
