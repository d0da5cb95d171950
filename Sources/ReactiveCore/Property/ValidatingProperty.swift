import Synchronization

/// A mutable property that checks every value proposed to it before passing it on to the
/// property it wraps.
///
/// Setting `value` asks the validator about the proposed value: a valid value is written to the
/// inner property, a coerced one is replaced by the validator's replacement, which is written
/// instead, and an invalid one is not written at all. Either way `result` says what happened to
/// the latest proposal — so a form field can show its error while the model keeps the last
/// good value. Values written to the inner property directly are validated too, but only
/// reported in `result`: they stay in the inner property whatever the validator says.
///
/// `value`, `producer`, `signal` and `lifetime` are the inner property's.
///
/// Threading: thread-safe. Proposals are validated one at a time, in the order they are made,
/// and `result` changes before the inner property does. A proposal is handled before the setter
/// returns, unless another one is being handled at that moment — on another thread, or by the
/// caller itself when an observer of `result` or of the inner property proposes a value; it is
/// then handled right after that one, by the thread handling it. The validator runs on the
/// handling thread (or on the thread that changes the inner property directly).
///
/// Lifetime: retains the inner property; the initialisers taking `with:` follow the other
/// property without retaining it.
public final class ValidatingProperty<Value: Sendable, ValidationError: Swift.Error>: MutablePropertyProtocol {
    /// What the validator thought of the latest value proposed to this property or written to
    /// the inner property.
    public let result: Property<Result>

    /// Sends the inner property's value, then its changes.
    public let producer: SignalProducer<Value, Never>

    /// Sends the inner property's changes.
    public let signal: Signal<Value, Never>

    /// The inner property's lifetime.
    public let lifetime: Lifetime

    private let validation: Validation

    /// A validating view of `inner`: values proposed to it are written to `inner` as
    /// `validator` decides.
    public init<Inner: ComposableMutablePropertyProtocol>(
        _ inner: Inner,
        _ validator: @escaping @Sendable (Value) -> Decision
    ) where Inner.Value == Value {
        producer = inner.producer
        signal = inner.signal
        lifetime = inner.lifetime
        validation = Validation(inner: inner, validator: validator)
        result = Property(capturing: validation.results)
    }

    /// A validating property over a new `MutableProperty` holding `initial`, which need not be
    /// valid.
    public convenience init(_ initial: Value, _ validator: @escaping @Sendable (Value) -> Decision) {
        self.init(MutableProperty(initial), validator)
    }

    /// A validating view of `inner` whose validator also depends on `other`: whenever `other`
    /// changes, the latest proposed value is proposed again.
    public convenience init<Other: PropertyProtocol>(
        _ inner: MutableProperty<Value>,
        with other: Other,
        _ validator: @escaping @Sendable (Value, Other.Value) -> Decision
    ) {
        let otherValue = Property(other)
        self.init(inner) { proposed in validator(proposed, otherValue.value) }
        revalidate(whenever: otherValue.signal)
    }

    /// A validating property over a new `MutableProperty` holding `initial`, whose validator
    /// also depends on `other`; see `init(_:with:_:)`.
    public convenience init<Other: PropertyProtocol>(
        _ initial: Value,
        with other: Other,
        _ validator: @escaping @Sendable (Value, Other.Value) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// A validating view of `inner` whose validator also depends on the latest value proposed
    /// to `other`, valid or not: whenever `other`'s result changes, the latest value proposed
    /// here is proposed again.
    public convenience init<U, E>(
        _ inner: MutableProperty<Value>,
        with other: ValidatingProperty<U, E>,
        _ validator: @escaping @Sendable (Value, U) -> Decision
    ) {
        let otherResults = other.result
        self.init(inner) { proposed in validator(proposed, otherResults.value.proposed) }
        revalidate(whenever: otherResults.signal)
    }

    /// A validating property over a new `MutableProperty` holding `initial`, whose validator
    /// also depends on `other`'s latest proposal; see `init(_:with:_:)`.
    public convenience init<U, E>(
        _ initial: Value,
        with other: ValidatingProperty<U, E>,
        _ validator: @escaping @Sendable (Value, U) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// The inner property's value, which may differ from the latest proposal; see `result`.
    /// Setting it proposes a value.
    public var value: Value {
        get { validation.currentValue() }
        set { validation.propose(newValue) }
    }

    /// Proposes the latest proposal again whenever `trigger` sends, for as long as this
    /// property lives.
    private func revalidate<T>(whenever trigger: Signal<T, Never>) {
        trigger.take(during: lifetime).observeValues { [weak self] _ in
            guard let self else { return }
            value = result.value.proposed
        }
    }
}

extension ValidatingProperty {
    /// The validation machinery: the validator, the results, and the writes to the inner
    /// property, kept apart from the property object so that the inner property's observer
    /// does not retain it.
    private final class Validation: Sendable {
        let validator: @Sendable (Value) -> Decision
        let results: MutableProperty<Result>
        let currentValue: @Sendable () -> Value
        let write: @Sendable (Value) -> Void
        /// Proposals go through a signal, whose delivery handles them one at a time and in
        /// order, queueing those made meanwhile instead of blocking.
        let proposals: Signal<Value, Never>.Observer
        /// The thread writing an accepted proposal to the inner property, or zero: the change
        /// it causes was validated already and is not validated again.
        let writingThread = Synchronization.Atomic<UInt>(0)

        init<Inner: ComposableMutablePropertyProtocol>(
            inner: Inner,
            validator: @escaping @Sendable (Value) -> Decision
        ) where Inner.Value == Value {
            self.validator = validator
            currentValue = { inner.value }
            write = { inner.value = $0 }
            results = inner.withValue { MutableProperty(Result($0, validator($0))) }
            let (proposed, proposals) = Signal<Value, Never>.pipe()
            self.proposals = proposals
            proposed.observeValues { [weak self] value in self?.validate(proposal: value) }
            inner.signal.observeValues { [weak self] changed in self?.innerChanged(to: changed) }
        }

        func propose(_ value: Value) {
            proposals.send(value: value)
        }

        private func validate(proposal: Value) {
            let outcome = Result(proposal, validator(proposal))
            results.value = outcome
            guard let accepted = outcome.value else { return }
            writingThread.store(ThreadIdentity.current, ordering: .relaxed)
            write(accepted)
            writingThread.store(0, ordering: .relaxed)
        }

        private func innerChanged(to changed: Value) {
            guard writingThread.load(ordering: .relaxed) != ThreadIdentity.current else { return }
            results.value = Result(changed, validator(changed))
        }
    }
}
