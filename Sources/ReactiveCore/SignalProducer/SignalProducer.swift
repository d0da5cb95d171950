/// A cold stream: a recipe for work that produces a signal each time it is started.
///
/// Starting runs the start handler again — every `start` is a new, independent run. Disposing
/// the disposable returned by `start` interrupts that run: its observer receives `interrupted`
/// (on the scheduler of an operator such as `observe(on:)` that hands events to one) and the
/// run's `Lifetime` ends, which releases whatever the start handler registered on it. A run
/// whose start handler keeps no reference to its observer is interrupted when the disposable
/// is released.
///
/// Threading: a start handler runs synchronously on the thread that calls `start`; the observer
/// it is given may be sent to from any thread, and the events reach the started observer
/// serially.
public struct SignalProducer<Value: Sendable, Error: Swift.Error>: Sendable {
    /// The type of signal each run produces, as `startWithSignal` hands it out.
    public typealias ProducedSignal = Signal<Value, Error>

    @usableFromInline typealias StartHandler = @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void

    /// Runs the work. When `isSerial`, the handler promises to send events one at a time,
    /// stopping after a terminating event, so transformations may be fused onto it directly.
    @usableFromInline let startHandler: StartHandler
    @usableFromInline let isSerial: Bool
    /// For a producer that computes one result per start and sends its success value and
    /// completion, or its failure — `init(value:)` and its kin — that computation; nil for any
    /// other producer. Such a run ends before `start` returns and nothing can observe its
    /// lifetime, so `start` hands the result to the observer without a signal in between, and
    /// `map` composes its transform into the computation instead of adding an observer per run.
    /// `startHandler` does the same work for everything else that starts the producer.
    @usableFromInline let resultOfEachStart: (@Sendable () -> Result<Value, Error>)?

    @inlinable
    init(startHandler: @escaping StartHandler, isSerial: Bool) {
        self.startHandler = startHandler
        self.isSerial = isSerial
        resultOfEachStart = nil
    }

    /// A producer that calls `result` on every start and sends its success value and
    /// completion, or its failure.
    @inlinable
    init(resultOfEachStart result: @escaping @Sendable () -> Result<Value, Error>) {
        startHandler = { observer, _ in observer.send(result: result()) }
        isSerial = true
        resultOfEachStart = result
    }

    /// A producer that runs `startHandler` with a fresh observer and lifetime on every start.
    /// The lifetime ends when the run terminates or is interrupted; register clean-up on it.
    @inlinable
    public init(_ startHandler: @escaping @Sendable (_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) -> Void) {
        self.init(startHandler: startHandler, isSerial: false)
    }

    /// A producer that observes `signal` while started. Only events sent after the start are seen.
    @inlinable
    public init(_ signal: Signal<Value, Error>) {
        self.init(startHandler: { observer, lifetime in lifetime += signal.observe(observer) }, isSerial: true)
    }

    /// The producer of `base` — a signal, a property, a `Result`, or any other
    /// producer-convertible stream.
    @inlinable
    public init<Base: SignalProducerConvertible>(_ base: Base) where Base.Value == Value, Base.Error == Error {
        self = base.producer
    }

    /// The producer of `result`, as ReactiveSwift's `SignalProducer(result)` for a `Result`
    /// made producer-convertible; see `init(result:)`. (`Result` cannot conform to
    /// `SignalProducerConvertible` here: its success type would have to be `Sendable`, and a
    /// conformance cannot be conditional on that.)
    @inlinable
    public init(_ result: Result<Value, Error>) {
        self.init(result: result)
    }

    /// A producer that sends `value` and completes.
    @inlinable
    public init(value: Value) {
        self.init(sending: value)
    }

    /// The implementation of `init(value:)`, shared with the overload for producers that
    /// cannot fail.
    @inlinable
    init(sending value: Value) {
        self.init(resultOfEachStart: { .success(value) })
    }

    /// A producer that fails with `error`.
    @inlinable
    public init(error: Error) {
        self.init(resultOfEachStart: { .failure(error) })
    }

    /// A producer that sends the success value and completes, or fails with the failure.
    @inlinable
    public init(result: Result<Value, Error>) {
        self.init(resultOfEachStart: { result })
    }

    /// A producer that calls `action` on every start and sends its result, then completes.
    @inlinable
    public init(_ action: @escaping @Sendable () -> Value) {
        self.init(resultOfEachStart: { .success(action()) })
    }

    /// A producer that calls `action` on every start and sends the success value and completes,
    /// or fails.
    @inlinable
    public init(_ action: @escaping @Sendable () -> Result<Value, Error>) {
        self.init(resultOfEachStart: action)
    }

    /// A producer that sends the elements of `values` in order and completes. Iteration stops
    /// as soon as the run is interrupted.
    @inlinable
    public init<S: Sequence & Sendable>(_ values: S) where S.Element == Value {
        self.init(sendingElementsOf: values)
    }

    /// A producer that sends the given values in order and completes.
    @inlinable
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init(sendingElementsOf: [first, second] + tail)
    }

    /// The implementation of `init(_:)` for sequences, shared with the overload for producers
    /// that cannot fail.
    @inlinable
    init<S: Sequence & Sendable>(sendingElementsOf values: S) where S.Element == Value {
        self.init(startHandler: { observer, lifetime in
            for value in values {
                if lifetime.hasEnded { return }
                observer.send(value: value)
            }
            observer.sendCompleted()
        }, isSerial: true)
    }

    /// A producer that completes at once.
    @inlinable
    public static var empty: SignalProducer {
        SignalProducer(startHandler: { observer, _ in observer.sendCompleted() }, isSerial: true)
    }

    /// A producer whose runs are interrupted at once.
    @inlinable
    public static var interrupted: SignalProducer {
        SignalProducer(startHandler: { observer, _ in observer.sendInterrupted() }, isSerial: true)
    }

    /// A producer that never sends anything: each run lasts until it is disposed. The run keeps
    /// its observer, so that releasing the run's disposable does not interrupt it.
    @inlinable
    public static var never: SignalProducer {
        SignalProducer(startHandler: { observer, lifetime in
            lifetime.observeEnded { withExtendedLifetime(observer) {} }
        }, isSerial: true)
    }

    /// Runs the work so that `observer` receives the events serially.
    @inlinable @inline(__always)
    func run(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        if isSerial {
            startHandler(observer, lifetime)
        } else {
            let serializer = Signal<Value, Error>(core: SignalCore())
            lifetime += serializer.observe(observer)
            startHandler(serializer.core.makeSerializingInput(), lifetime)
        }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// A producer that calls `action` on every start, on the starting thread, and sends the value
    /// it returns and completes, or fails with the error it throws.
    @inlinable
    public init(_ action: @escaping @Sendable () throws -> Value) {
        self.init(resultOfEachStart: { Result(catching: action) })
    }
}

// The initialisers that take a value again, for producers that cannot fail: overloads that are
// more specific than the general ones, so that the type checker prefers `Error == Never` when a
// closure returns `.init(value:)` to an operator with overloads for both (`flatMapError`,
// `flatMap`, `then`), as ReactiveSwift's identical declarations make it do.
extension SignalProducer where Error == Never {
    /// A producer that sends `value` and completes.
    @inlinable
    public init(value: Value) {
        self.init(sending: value)
    }

    /// A producer that sends the elements of `values` in order and completes.
    @inlinable
    public init<S: Sequence & Sendable>(_ values: S) where S.Element == Value {
        self.init(sendingElementsOf: values)
    }

    /// A producer that sends the given values in order and completes.
    @inlinable
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init(sendingElementsOf: [first, second] + tail)
    }
}

extension SignalProducer: SignalProducerConvertible {
    /// The producer itself.
    public var producer: SignalProducer { self }
}
