import ReactiveCore

/// Waiting for values that arrive asynchronously, with a timeout — never by sleeping.
enum Waiting {
    /// The expected value did not arrive in time.
    struct TimedOut: Error {}

    /// How long a test waits for an expected value. It only bounds a failing test, so it is
    /// generous: under the thread sanitizer the whole suite shares two cores and one main queue,
    /// and a main-queue turn has been seen to wait over 30 seconds.
    static let timeout: Double = 120

    /// The first value of `property` (its current one included) that satisfies `predicate`.
    @discardableResult
    static func until<P: PropertyProtocol>(
        _ property: P, _ predicate: @escaping @Sendable (P.Value) -> Bool
    ) async throws -> P.Value {
        let matching = try await values(of: property.producer.filter(predicate).take(first: 1))
        guard let value = matching.first else { throw TimedOut() }
        return value
    }

    /// Every value `producer` sends until it completes.
    static func values<Value>(of producer: SignalProducer<Value, Never>) async throws -> [Value] {
        let all = producer
            .collect()
            .timeout(after: timeout, raising: TimedOut(), on: QueueScheduler(name: "ImageSearchViewModelTests.Waiting"))
        for try await values in all.values { return values }
        throw TimedOut()
    }
}
