import ReactiveCore

/// The workloads written with ReactiveCore, in ReactiveSwift 7's API as client code would use it.
enum ReactiveCoreWorkloads: WorkloadSuite {
    @inline(never)
    static func pipeMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.map { $0 &* 3 }.filter { $0 % 2 == 0 }.observeValues { checksum.add($0) }
        for value in 0..<values {
            input.send(value: value)
        }
        input.sendCompleted()
        return checksum.sum
    }

    @inline(never)
    static func pipe(values: Int) -> Int {
        let checksum = Checksum()
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { checksum.add($0) }
        for value in 0..<values {
            input.send(value: value)
        }
        input.sendCompleted()
        return checksum.sum
    }

    @inline(never)
    static func sequenceMapFilter(values: Int) -> Int {
        let checksum = Checksum()
        SignalProducer(0..<values).map { $0 &* 3 }.filter { $0 % 2 == 0 }.startWithValues { checksum.add($0) }
        return checksum.sum
    }

    @inline(never)
    static func valueProducerStarts(starts: Int) -> Int {
        let checksum = Checksum()
        for value in 0..<starts {
            SignalProducer(value: value).map { $0 &+ 1 }.startWithValues { checksum.add($0) }
        }
        return checksum.sum
    }

    @inline(never)
    static func propertyObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = MutableProperty(0)
        for _ in 0..<Workload.propertyObserverCount {
            property.signal.observeValues { checksum.add($0) }
        }
        for value in 0..<sets {
            property.value = value
        }
        return checksum.sum
    }

    @inline(never)
    static func propertyProducerObservers(sets: Int) -> Int {
        let checksum = Checksum()
        let property = MutableProperty(0)
        for _ in 0..<Workload.propertyObserverCount {
            property.producer.startWithValues { checksum.add($0) }
        }
        for value in 0..<sets {
            property.value = value
        }
        return checksum.sum
    }

    @inline(never)
    static func combineLatest(valuesPerPipe: Int) -> Int {
        let checksum = Checksum()
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        Signal.combineLatest(first, second).observeValues { pair in checksum.add(pair.0 &+ pair.1) }
        for value in 0..<valuesPerPipe {
            firstInput.send(value: value)
            secondInput.send(value: value)
        }
        firstInput.sendCompleted()
        secondInput.sendCompleted()
        return checksum.sum
    }

    @inline(never)
    static func flatMapLatest(outerValues: Int) -> Int {
        let checksum = Checksum()
        let (outer, input) = Signal<Int, Never>.pipe()
        outer
            .flatMap(.latest) { start in SignalProducer(start..<start &+ Workload.innerValueCount) }
            .observeValues { checksum.add($0) }
        for value in 0..<outerValues {
            input.send(value: value)
        }
        input.sendCompleted()
        return checksum.sum
    }
}
