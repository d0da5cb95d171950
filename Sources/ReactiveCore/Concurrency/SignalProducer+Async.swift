extension SignalProducer {
    /// A producer that, on every start, runs `operation` in a new task, then sends its result
    /// and completes, or fails with the error it throws.
    ///
    /// Disposing the run cancels the task; whatever the operation returns or throws after that
    /// is dropped. Events are sent from the task, not from the thread that called `start`.
    ///
    /// ```swift
    /// let forecast = SignalProducer<Forecast, any Error> { try await api.forecast(for: city) }
    /// ```
    ///
    /// A trailing closure that awaits selects this initialiser; a synchronous closure selects
    /// `init(_:)` instead, which calls it on the starting thread.
    public init(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws(Error) -> Value) {
        self.init(priority: priority) { observer throws(Error) in
            observer.send(value: try await operation())
        }
    }

    /// A producer that, on every start, iterates `sequence` in a new task and sends its
    /// elements, then completes when the sequence ends, or fails with the error it throws.
    ///
    /// Disposing the run cancels the task, and no element is sent after that. Events are sent
    /// from the task, not from the thread that called `start`.
    public init<S: AsyncSequence & Sendable>(priority: TaskPriority? = nil, _ sequence: S)
    where S.Element == Value, S.Failure == Error {
        self.init(priority: priority) { observer throws(Error) in
            for try await element in sequence {
                if Task.isCancelled { return }
                observer.send(value: element)
            }
        }
    }

    /// Runs `body` in a new task on every start, then completes, or fails with the error it
    /// throws; disposing the run cancels the task.
    private init(
        priority: TaskPriority?,
        body: @escaping @Sendable (Signal<Value, Error>.Observer) async throws(Error) -> Void
    ) {
        // The task is the only sender, so the events are serial.
        self.init(startHandler: { observer, lifetime in
            let task = Task(priority: priority) {
                do throws(Error) {
                    try await body(observer)
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }, isSerial: true)
    }
}
