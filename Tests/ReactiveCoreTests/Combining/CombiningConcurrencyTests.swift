import Dispatch
import ReactiveCore
import Testing

@Suite("combining operators under concurrent senders")
struct CombiningConcurrencyTests {
    static let senders = 4
    static let valuesPerSender = 2_500

    @Test("merge delivers every value exactly once, serially, when inputs send from several threads")
    func merge() {
        let pipes = (0..<Self.senders).map { _ in Signal<Int, Never>.pipe() }
        let recorder = CombiningRecorder<Int, Never>()
        Signal.merge(pipes.map(\.output)).observe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for index in 0..<Self.valuesPerSender {
                pipes[sender].input.send(value: sender * Self.valuesPerSender + index)
            }
            pipes[sender].input.sendCompleted()
        }
        #expect(recorder.waitForTermination())
        #expect(recorder.isCompleted)
        #expect(recorder.values.sorted() == Array(0..<(Self.senders * Self.valuesPerSender)))
        #expect(recorder.overlappingDeliveries == 0)
    }

    @Test("merged producers keep each input's order when they send from several threads")
    func mergedProducersKeepOrder() {
        let probes = (0..<Self.senders).map { _ in ProducerProbe<Int, Never>() }
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer.merge(probes.map(\.producer)).start(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for index in 0..<Self.valuesPerSender { probes[sender].run().send(value: sender * Self.valuesPerSender + index) }
            probes[sender].run().sendCompleted()
        }
        #expect(recorder.waitForTermination())
        let values = recorder.values
        #expect(values.count == Self.senders * Self.valuesPerSender)
        for sender in 0..<Self.senders {
            let range = (sender * Self.valuesPerSender)..<((sender + 1) * Self.valuesPerSender)
            #expect(values.filter(range.contains) == Array(range))
        }
    }

    @Test("combineLatest sends one value per input value once all have sent, from several threads")
    func combineLatest() {
        let pipes = (0..<Self.senders).map { _ in Signal<Int, Never>.pipe() }
        let recorder = CombiningRecorder<[Int], Never>()
        Signal.combineLatest(pipes.map(\.output)).observe(recorder.observer)
        for pipe in pipes { pipe.input.send(value: 0) }
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for value in 1...Self.valuesPerSender { pipes[sender].input.send(value: value) }
            pipes[sender].input.sendCompleted()
        }
        #expect(recorder.waitForTermination())
        let values = recorder.values
        #expect(values.count == 1 + Self.senders * Self.valuesPerSender)
        #expect(values.last == Array(repeating: Self.valuesPerSender, count: Self.senders))
        for sender in 0..<Self.senders {
            let seen = values.map { $0[sender] }
            #expect(Swift.zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 })
        }
        #expect(recorder.overlappingDeliveries == 0)
    }

    @Test("zip pairs values by position when the inputs send from different threads")
    func zipByPosition() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        a.zip(with: b).map { $0 - $1 }.observe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: 2) { sender in
            let input = sender == 0 ? sendA : sendB
            for value in 0..<Self.valuesPerSender { input.send(value: value) }
        }
        #expect(recorder.wait { $0.count == Self.valuesPerSender })
        #expect(recorder.values == Array(repeating: 0, count: Self.valuesPerSender))
    }

    @Test("flatten(.merge) delivers every value of inner streams that send from several threads")
    func flattenMerge() {
        let (outer, send) = Signal<Signal<Int, Never>, Never>.pipe()
        let inners = (0..<Self.senders).map { _ in Signal<Int, Never>.pipe() }
        let recorder = CombiningRecorder<Int, Never>()
        outer.flatten(.merge).observe(recorder.observer)
        for inner in inners { send.send(value: inner.output) }
        send.sendCompleted()
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for index in 0..<Self.valuesPerSender {
                inners[sender].input.send(value: sender * Self.valuesPerSender + index)
            }
            inners[sender].input.sendCompleted()
        }
        #expect(recorder.waitForTermination())
        #expect(recorder.isCompleted)
        #expect(recorder.values.sorted() == Array(0..<(Self.senders * Self.valuesPerSender)))
        #expect(recorder.overlappingDeliveries == 0)
    }

    @Test("flatMap(.merge) runs inner producers for outer values sent from several threads")
    func flatMapFromSeveralThreads() {
        let (outer, send) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        outer.flatMap(.merge) { SignalProducer<Int, Never>(Array(repeating: $0, count: 10)) }.observe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for _ in 0..<250 { send.send(value: sender) }
        }
        #expect(recorder.wait { $0.count == Self.senders * 250 * 10 })
        let values = recorder.values
        for sender in 0..<Self.senders {
            #expect(values.filter { $0 == sender }.count == 2_500)
        }
    }

    @Test("values sent back into an input from an observer while other threads send are all delivered")
    func reentrantUnderContention() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        let merged = Signal.merge(a, b)
        merged.observeValues { value in
            if value < 0 { sendB.send(value: -value) }
        }
        merged.observe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: 2) { sender in
            for value in 1...1_000 { sendA.send(value: sender == 0 ? value : -value) }
        }
        #expect(recorder.wait { $0.count == 3_000 })
        #expect(recorder.values.filter { $0 > 0 }.sorted() == (Array(1...1_000) + Array(1...1_000)).sorted())
    }
}
