/// A read-only observable value. Thread-safe.
///
/// There are three kinds:
/// - a *constant* property, `Property(value:)`: its producer sends the value and completes, its
///   signal has already completed;
/// - an *existential* property, `Property(capturing:)`: a view of another property that
///   retains it;
/// - a *composed* property, made by `Property(_:)`, `Property(initial:then:)` and the
///   composition operators (`map`, `combineLatest`, …): it keeps the latest value of its
///   sources in its own storage. It does not retain its sources; its signal and producer
///   complete when its sources can change no more.
///
/// Threading and lifetime are as for `MutableProperty`; `lifetime` ends when this object
/// deinitialises.
@propertyWrapper
public final class Property<Value: Sendable>: PropertyProtocol {
    private let currentValue: @Sendable () -> Value
    private let token: Lifetime.Token

    /// Sends the current value, then every change.
    public let producer: SignalProducer<Value, Never>

    /// Sends every change.
    public let signal: Signal<Value, Never>

    /// Ends when this property object deinitialises.
    public let lifetime: Lifetime

    private init(
        currentValue: @escaping @Sendable () -> Value,
        producer: SignalProducer<Value, Never>,
        signal: Signal<Value, Never>
    ) {
        self.currentValue = currentValue
        self.producer = producer
        self.signal = signal
        (lifetime, token) = Lifetime.make()
    }

    /// A constant property: its producer sends `value` and completes; its signal has completed.
    public convenience init(value: Value) {
        self.init(currentValue: { value }, producer: SignalProducer(value: value), signal: .empty)
    }

    /// A view of `property` that retains it and passes its value, producer and signal through.
    public convenience init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        self.init(currentValue: { property.value }, producer: property.producer, signal: property.signal)
    }

    /// A composed property that follows `property` without retaining it; it keeps its last
    /// value when `property` deinitialises.
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        self.init(unsafeProducer: property.producer)
    }

    /// A composed property that holds `initial`, then each value of `values`, which is started
    /// at once. Its signal and producer complete when `values` terminates.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        self.init(unsafeProducer: SignalProducer { observer, lifetime in
            observer.send(value: initial)
            lifetime += values.start(Signal.Observer { event in
                if case .interrupted = event {
                    observer.sendCompleted()
                } else {
                    observer.send(event)
                }
            })
        })
    }

    /// A composed property that holds `initial`, then each value of `values` (a signal,
    /// producer or property).
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }

    /// A composed property that takes its values from `unsafeProducer`, which must send a value
    /// synchronously when started — every property producer does.
    convenience init(unsafeProducer: SignalProducer<Value, Never>) {
        let storage = PropertyStorage.following(unsafeProducer)
        let signal = Signal(core: storage.core)
        self.init(
            currentValue: { storage.value },
            producer: storage.producer(retaining: signal),
            signal: signal
        )
    }

    /// The current value.
    public var value: Value {
        currentValue()
    }

    /// The current value, for use as a property wrapper.
    public var wrappedValue: Value {
        value
    }

    /// The property itself, for `$name` access to a wrapped property.
    public var projectedValue: Property<Value> { self }
}

extension PropertyStorage {
    /// Storage that follows the values of `producer`, started at once; it completes when the
    /// producer terminates. The producer run is interrupted when the storage's change signal
    /// ends — that is, when its signal object is gone and nothing observes it any more.
    static func following(_ producer: SignalProducer<Value, Never>) -> PropertyStorage {
        // The observer creates the storage from the first value; the starting thread picks it
        // up through `created` once `start` has returned.
        let created = Locked<PropertyStorage?>(nil)
        let storage = SerialState<PropertyStorage?>(nil)
        let run = producer.start { event in
            switch event {
            case let .value(value):
                if let existing = storage.value {
                    existing.set(value)
                } else {
                    let new = PropertyStorage(value)
                    storage.value = new
                    created.withLock { $0 = new }
                }
            case .completed, .interrupted:
                storage.value?.complete()
            }
        }
        guard let following = created.withLock({ $0 }) else {
            preconditionFailure("A composed property's producer must send a value synchronously when started.")
        }
        following.core.lifetime += run
        return following
    }
}
