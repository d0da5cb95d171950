import OpenCombine

/// The workloads written with OpenCombine 0.14.0, the Combine counterpart of each ReactiveSwift pipeline:
/// `PassthroughSubject` for a pipe, `Publishers.Sequence` and `Just` for producers, `CurrentValueSubject`
/// for a property, a composed combineLatest, and `map` + `switchToLatest` for `flatMap(.latest)`.
enum OpenCombineWorkloads: WorkloadSuite {
    @inline(never)
    static func pipeMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.map { $0 &* 3 }.filter { $0 % 2 == 0 }.sink { checksum.add($0) }
        for value in 0..<values {
            subject.send(value)
        }
        subject.send(completion: .finished)
        subscription.cancel()
        return checksum.sum
    }

    @inline(never)
    static func pipe(values: Int) -> Int {
        let checksum = Checksum()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.sink { checksum.add($0) }
        for value in 0..<values {
            subject.send(value)
        }
        subject.send(completion: .finished)
        subscription.cancel()
        return checksum.sum
    }

    @inline(never)
    static func sequenceMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        let subscription = (0..<values).publisher.map { $0 &* 3 }.filter { $0 % 2 == 0 }.sink { checksum.add($0) }
        subscription.cancel()
        return checksum.sum
    }

    @inline(never)
    static func valueProducerStarts(starts: Int) -> Int {
        let checksum = Checksum()
        for value in 0..<starts {
            Just(value).map { $0 &+ 1 }.sink { checksum.add($0) }.cancel()
        }
        return checksum.sum
    }

    @inline(never)
    static func propertyObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = CurrentValueSubject<Int, Never>(0)
        let subscriptions = (0..<Workload.propertyObserverCount).map { _ in
            property.dropFirst().sink { checksum.add($0) }
        }
        for value in 0..<sets {
            property.value = value
        }
        subscriptions.forEach { $0.cancel() }
        return checksum.sum
    }

    @inline(never)
    static func propertyProducerObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = CurrentValueSubject<Int, Never>(0)
        let subscriptions = (0..<Workload.propertyObserverCount).map { _ in
            property.sink { checksum.add($0) }
        }
        for value in 0..<sets {
            property.value = value
        }
        subscriptions.forEach { $0.cancel() }
        return checksum.sum
    }

    /// OpenCombine 0.14.0 has no `CombineLatest`, so this composes it from OpenCombine's own operators, as a
    /// Combine user would: both pipes feed one subject with tagged values, `scan` keeps the latest value of
    /// each, and `compactMap` passes on the pair once both have one.
    @inline(never)
    static func combineLatest(valuesPerPipe: Int) -> Int {
        let checksum = Checksum()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let updates = PassthroughSubject<LatestValues.Update, Never>()
        let subscription = updates
            .scan(LatestValues()) { $0.updated(by: $1) }
            .compactMap(\.pair)
            .sink { pair in checksum.add(pair.0 &+ pair.1) }
        let feeds = [
            first.map(LatestValues.Update.first).subscribe(updates),
            second.map(LatestValues.Update.second).subscribe(updates),
        ]
        for value in 0..<valuesPerPipe {
            first.send(value)
            second.send(value)
        }
        first.send(completion: .finished)
        second.send(completion: .finished)
        feeds.forEach { $0.cancel() }
        subscription.cancel()
        return checksum.sum
    }

    @inline(never)
    static func flatMapLatest(outerValues: Int) -> Int {
        let checksum = Checksum()
        let outer = PassthroughSubject<Int, Never>()
        let subscription = outer
            .map { start in (start..<start &+ Workload.innerValueCount).publisher }
            .switchToLatest()
            .sink { checksum.add($0) }
        for value in 0..<outerValues {
            outer.send(value)
        }
        outer.send(completion: .finished)
        subscription.cancel()
        return checksum.sum
    }

    /// The latest value of each of two sources: the state of workload d's `scan`.
    struct LatestValues {
        /// A new value from one of the two sources.
        enum Update {
            /// A value from the first source.
            case first(Int)
            /// A value from the second source.
            case second(Int)
        }

        /// The first source's latest value, if it sent one.
        var first: Int?
        /// The second source's latest value, if it sent one.
        var second: Int?

        /// These values with `update` applied.
        func updated(by update: Update) -> LatestValues {
            switch update {
            case .first(let value): LatestValues(first: value, second: second)
            case .second(let value): LatestValues(first: first, second: value)
            }
        }

        /// Both latest values, once both sources sent one.
        var pair: (Int, Int)? {
            guard let first, let second else { return nil }
            return (first, second)
        }
    }
}
