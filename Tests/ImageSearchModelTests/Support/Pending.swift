import ReactiveCore

/// A producer that answers when the test says so, and notes when its run ends — to hold a
/// request in flight, answer it late, or see that it was cancelled.
final class Pending<Value: Sendable, Failure: Error>: Sendable {
    private let observer = Locked<Signal<Value, Failure>.Observer?>(nil)
    private let ended = Locked(false)

    /// The exchange. Start it once.
    var producer: SignalProducer<Value, Failure> {
        SignalProducer { [observer, ended] sink, lifetime in
            observer.withLock { $0 = sink }
            lifetime.observeEnded { ended.withLock { $0 = true } }
        }
    }

    /// Whether the producer was started.
    var isStarted: Bool { observer.withLock { $0 != nil } }

    /// Whether its run has ended: answered, failed, or disposed (cancelled).
    var isEnded: Bool { ended.withLock { $0 } }

    /// Sends `value` and completes, on the calling thread.
    func answer(_ value: Value) {
        let sink = observer.withLock { $0 }
        sink?.send(value: value)
        sink?.sendCompleted()
    }

    /// Sends `value` without completing, on the calling thread.
    func send(_ value: Value) {
        observer.withLock { $0 }?.send(value: value)
    }

    /// Fails with `error`, on the calling thread.
    func fail(_ error: Failure) {
        observer.withLock { $0 }?.send(error: error)
    }

    /// Completes without a value, on the calling thread.
    func complete() {
        observer.withLock { $0 }?.sendCompleted()
    }
}
