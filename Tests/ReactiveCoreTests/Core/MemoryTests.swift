import ReactiveCore
import Testing

@Suite("Memory")
struct MemoryTests {
    @Test("a signal with no observers and no references is released")
    func unobservedSignalReleased() {
        weak var weakSignal: Signal<Int, Never>?
        do {
            let (signal, _) = Signal<Int, Never>.pipe()
            weakSignal = signal
        }
        #expect(weakSignal == nil)
    }

    @Test("releasing a signal with no observers ends its generator's lifetime")
    func releaseEndsGenerator() {
        let ended = Counter()
        do {
            _ = Signal<Int, Never> { _, lifetime in lifetime.observeEnded { ended.increment() } }
        }
        #expect(ended.value == 1)
    }

    @Test("an observer is released when its observation is disposed")
    func observerReleasedOnDispose() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = signal.observeValues { _ in _ = token }
        }
        #expect(weakToken != nil)
        subscription?.dispose()
        #expect(weakToken == nil)
        _ = input
    }

    @Test("observers are released when the signal terminates")
    func observersReleasedOnTermination() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            signal.observeValues { _ in _ = token }
        }
        input.sendCompleted()
        #expect(weakToken == nil)
    }

    @Test("an unobserved derived signal stops observing its upstream when released")
    func derivedSignalDetaches() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = signal.map { value -> Int in
                _ = token
                return value
            }
        }
        #expect(weakToken == nil)
        _ = input
    }

    @Test("a derived signal with observers stays alive without other references")
    func observedDerivedSignalStaysAlive() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.map { $0 * 2 }.observe(recorder.observer)
        input.send(value: 4)
        #expect(recorder.values == [8])
    }

    @Test("a finished producer run releases its start handler's captures")
    func producerRunReleased() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let disposable = SignalProducer<Int, Never> { _, lifetime in
                lifetime.observeEnded { _ = token }
            }.map { $0 }.start()
            disposable.dispose()
        }
        #expect(weakToken == nil)
    }

    @Test("a run's observer is released after the run completes")
    func runObserverReleased() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            SignalProducer<Int, Never>(value: 1).startWithValues { _ in _ = token }
        }
        #expect(weakToken == nil)
    }

    /// The ways to start a run with an observer holding `token`.
    enum StartForm: String, CaseIterable, CustomStringConvertible {
        case values, events, observer

        var description: String { rawValue }

        func start(_ producer: SignalProducer<Int, Never>, holding token: Token) -> Disposable {
            switch self {
            case .values: producer.startWithValues { _ in _ = token }
            case .events: producer.start { _ in _ = token }
            case .observer: producer.start(Signal.Observer { _ in _ = token })
            }
        }
    }

    @Test("a run's observer is released when the run terminates, though its disposable is kept", arguments: StartForm.allCases)
    func runObserverReleasedAtTermination(form: StartForm) {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakToken: Token?
        let disposable: Disposable
        do {
            let token = Token()
            weakToken = token
            disposable = form.start(SignalProducer(signal), holding: token)
        }
        input.send(value: 1)
        #expect(weakToken != nil, "held while the run goes on")
        input.sendCompleted()
        #expect(weakToken == nil)
        withExtendedLifetime(disposable) {}
    }
}
