import ReactiveCore
import Testing

@Suite struct Smoke {
    @Test func mapFilter() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let box = Box()
        signal.map { $0 * 2 }.filter { $0 > 2 }.observeValues { box.values.append($0) }
        input.send(value: 1); input.send(value: 2); input.send(value: 3)
        #expect(box.values == [4, 6])
    }
}
final class Box: @unchecked Sendable { var values: [Int] = [] }
