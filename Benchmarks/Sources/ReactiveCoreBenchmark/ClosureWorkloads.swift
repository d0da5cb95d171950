/// The workloads as plain closures: the limit a reactive library is measured against.
///
/// Each pipeline is a chain of escaping closures (source → stages → observer) made by a non-inlinable
/// factory, so the sending loop calls it through an opaque function value once per event, as a source
/// calls its observer. There are no locks, no disposables, no terminal events and no per-event
/// allocations; the optimizer is free to fuse the stages of one chain. Were the chain built in the loop's
/// own function, the optimizer could fold the whole loop away and the limit would measure nothing.
enum ClosureWorkloads: WorkloadSuite {
    /// Receives one value per call.
    typealias Observer = (Int) -> Void
    /// A cold producer: delivers all of its values to the observer it is started with, then returns.
    typealias Producer = (_ observer: Observer) -> Void

    @inline(never)
    static func pipeMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        let send = mapFilterChain(to: accumulator(checksum))
        for value in 0..<values {
            send(value)
        }
        return checksum.sum
    }

    @inline(never)
    static func pipe(values: Int) -> Int {
        let checksum = Checksum()
        let send = accumulator(checksum)
        for value in 0..<values {
            send(value)
        }
        return checksum.sum
    }

    @inline(never)
    static func sequenceMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        let producer = sequenceProducer(0..<values)
        producer(mapFilterChain(to: accumulator(checksum)))
        return checksum.sum
    }

    @inline(never)
    static func valueProducerStarts(starts: Int) -> Int {
        let checksum = Checksum()
        let observer = accumulator(checksum)
        for value in 0..<starts {
            let producer = mapping(valueProducer(value)) { $0 &+ 1 }
            producer(observer)
        }
        return checksum.sum
    }

    @inline(never)
    static func propertyObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = ObservableValue(0)
        for _ in 0..<Workload.propertyObserverCount {
            property.observe(accumulator(checksum))
        }
        for value in 0..<sets {
            property.value = value
        }
        return checksum.sum
    }

    @inline(never)
    static func propertyProducerObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = ObservableValue(0)
        for _ in 0..<Workload.propertyObserverCount {
            property.observeFromCurrent(accumulator(checksum))
        }
        for value in 0..<sets {
            property.value = value
        }
        return checksum.sum
    }

    @inline(never)
    static func combineLatest(valuesPerPipe: Int) -> Int {
        let checksum = Checksum()
        let (sendFirst, sendSecond) = combiningLatest { checksum.add($0 &+ $1) }
        for value in 0..<valuesPerPipe {
            sendFirst(value)
            sendSecond(value)
        }
        return checksum.sum
    }

    @inline(never)
    static func flatMapLatest(outerValues: Int) -> Int {
        let checksum = Checksum()
        let send = switchingToLatest(to: accumulator(checksum)) { start in
            sequenceProducer(start..<start &+ Workload.innerValueCount)
        }
        for value in 0..<outerValues {
            send(value)
        }
        return checksum.sum
    }

    /// An observer that adds every value it receives to `checksum`.
    @inline(never)
    private static func accumulator(_ checksum: Checksum) -> Observer {
        { checksum.add($0) }
    }

    /// The chain map(×3) → filter(even) → `observer`, one closure per stage.
    @inline(never)
    private static func mapFilterChain(to observer: @escaping Observer) -> Observer {
        let filter: Observer = { if $0 % 2 == 0 { observer($0) } }
        return { filter($0 &* 3) }
    }

    /// A producer of the values of `range`, in order.
    @inline(never)
    private static func sequenceProducer(_ range: Range<Int>) -> Producer {
        { observer in
            for value in range {
                observer(value)
            }
        }
    }

    /// A producer of the single value `value`.
    @inline(never)
    private static func valueProducer(_ value: Int) -> Producer {
        { observer in observer(value) }
    }

    /// A producer of the values of `producer`, each transformed by `transform`.
    @inline(never)
    private static func mapping(_ producer: @escaping Producer, _ transform: @escaping (Int) -> Int) -> Producer {
        { observer in producer { observer(transform($0)) } }
    }

    /// Two inputs whose latest values, once both have one, are passed to `observer` on every send.
    @inline(never)
    private static func combiningLatest(
        to observer: @escaping (Int, Int) -> Void
    ) -> (first: Observer, second: Observer) {
        var latestFirst: Int?
        var latestSecond: Int?
        let first: Observer = { value in
            latestFirst = value
            if let second = latestSecond { observer(value, second) }
        }
        let second: Observer = { value in
            latestSecond = value
            if let first = latestFirst { observer(first, value) }
        }
        return (first, second)
    }

    /// An input that starts `transform(value)` for every value it receives and passes on the values of the
    /// latest producer only: a producer's values stop reaching `observer` as soon as a newer one starts.
    @inline(never)
    private static func switchingToLatest(
        to observer: @escaping Observer,
        _ transform: @escaping (Int) -> Producer
    ) -> Observer {
        var latestGeneration = 0
        return { value in
            latestGeneration &+= 1
            let generation = latestGeneration
            let producer = transform(value)
            producer { inner in
                if generation == latestGeneration { observer(inner) }
            }
        }
    }

    /// A value that calls each of its observers with the new value whenever it is set: a property as closures.
    private final class ObservableValue {
        /// The observers, in the order they were added.
        private var observers: [Observer] = []

        /// The current value; setting it delivers the new value to every observer.
        var value: Int {
            didSet {
                for observer in observers {
                    observer(value)
                }
            }
        }

        /// A value of `initial` with no observers.
        init(_ initial: Int) {
            value = initial
        }

        /// Adds `observer`, which receives every later value.
        func observe(_ observer: @escaping Observer) {
            observers.append(observer)
        }

        /// Calls `observer` with the current value and adds it, so that it also receives every later value.
        func observeFromCurrent(_ observer: @escaping Observer) {
            observer(value)
            observers.append(observer)
        }
    }
}
