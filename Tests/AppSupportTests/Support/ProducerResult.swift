import ReactiveCore
import TestSupport

/// Starts `producer` and waits for its first value or its failure; nil when neither came within
/// `timeout` (the run is then disposed). The timeout only turns a hang into a failure.
func result<Value: Sendable, Error: Swift.Error>(
    of producer: SignalProducer<Value, Error>, within timeout: Duration = .seconds(20)
) async -> Result<Value, Error>? {
    let run = Locked<(any Disposable)?>(nil)
    defer { run.withLock { $0 }?.dispose() }
    return await firstCallback(within: timeout) { resume in
        let disposable = producer.startWithResult(resume)
        run.withLock { $0 = disposable }
    }
}

/// The failure of `result`, or nil when it is a value (or missing).
func failure<Value, Error>(_ result: Result<Value, Error>?) -> Error? {
    guard case .failure(let error) = result else { return nil }
    return error
}

/// The value of `result`, or nil when it is a failure (or missing).
func value<Value, Error>(_ result: Result<Value, Error>?) -> Value? {
    guard case .success(let value) = result else { return nil }
    return value
}
