import ReactiveCore
import Testing

@Suite("Swift concurrency streams as ReactiveSwift 7 offers them")
struct AsyncStreamsTests {
    @Test("a producer's asyncStream yields the values of one run")
    func producerStream() async {
        var collected: [Int] = []
        for await value in SignalProducer<Int, Never>([1, 2, 3]).asyncStream {
            collected.append(value)
        }
        #expect(collected == [1, 2, 3])
    }

    @Test("a producer's asyncThrowingStream throws the producer's error")
    func producerThrowingStream() async {
        var collected: [String] = []
        do {
            for try await value in SignalProducer<String, ClientError>(value: "a").concat(error: .failed).asyncThrowingStream {
                collected.append(value)
            }
        } catch {
            collected.append("error \(error)")
        }
        #expect(collected == ["a", "error failed"])
    }

    @Test("a signal's asyncStream yields what is sent after it was made")
    func signalStream() async {
        let (signal, observer) = Signal<Int, Never>.pipe()
        let stream = signal.asyncStream
        observer.send(value: 1)
        observer.sendCompleted()
        var collected: [Int] = []
        for await value in stream {
            collected.append(value)
        }
        #expect(collected == [1])
    }
}
