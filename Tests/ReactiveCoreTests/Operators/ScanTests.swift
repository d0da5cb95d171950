import Dispatch
import ReactiveCore
import Testing

@Suite("scan, scanMap")
struct ScanOperatorTests {
    @Suite("scan(_:_:)")
    struct Scan {
        @Test("Signal: sends every partial result")
        func signalScans() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scan(0, +))
            for value in 1...3 { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .value(3), .value(6), .completed])
        }

        @Test("Signal: sends only the completion when there were no values")
        func signalNoValues() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scan(10, +))
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: forwards a failure after the partial results")
        func signalFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scan(0, +))
            input.send(value: 5)
            input.send(error: .failure)
            #expect(recorder.events == [.value(5), .failed(.failure)])
        }

        @Test("Signal: values sent from many threads are accumulated one at a time")
        func signalConcurrentSends() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scan(0) { count, _ in count + 1 })
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for value in 0..<250 { input.send(value: value) }
            }
            #expect(recorder.values == Array(1...1000))
        }

        @Test("SignalProducer: every run starts from the initial result")
        func producerRunsIndependent() {
            let producer = SignalProducer<Int, Never>([1, 1]).scan(0, +)
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.scan(0, +))
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("scan(into:_:)")
    struct ScanInto {
        @Test("Signal: sends the mutated result after every value")
        func signalScansInto() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scan(into: [Int]()) { $0.append($1) })
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.values == [[1], [1, 2]])
        }

        @Test("SignalProducer: sends the mutated result after every value of the run")
        func producerScansInto() {
            let producer = SignalProducer<String, Never>(["a", "b"]).scan(into: "") { $0 += $1 }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value("a"), .value("ab"), .completed])
        }
    }

    @Suite("scanMap")
    struct ScanMap {
        @Test("Signal: threads the state and sends the outputs")
        func signalScanMap() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scanMap(0) { total, value in (total + value, "total \(total + value)") })
            input.send(value: 2)
            input.send(value: 3)
            #expect(recorder.values == ["total 2", "total 5"])
        }

        @Test("Signal: scanMap(into:) mutates the state and sends the outputs")
        func signalScanMapInto() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.scanMap(into: 0) { index, value -> String in
                index += 1
                return "\(index):\(value)"
            })
            input.send(value: "a")
            input.send(value: "b")
            #expect(recorder.values == ["1:a", "2:b"])
        }

        @Test("SignalProducer: threads the state through the run")
        func producerScanMap() {
            let producer = SignalProducer<Int, Never>([3, 1, 2]).scanMap(Int.min) { maximum, value in
                (max(maximum, value), value >= maximum)
            }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(true), .value(false), .value(false), .completed])
        }

        @Test("SignalProducer: scanMap(into:) starts from the initial state on every run")
        func producerScanMapIntoRuns() {
            let producer = SignalProducer<Int, Never>([1, 1]).scanMap(into: 0) { count, _ -> Int in
                count += 1
                return count
            }
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
        }
    }
}
