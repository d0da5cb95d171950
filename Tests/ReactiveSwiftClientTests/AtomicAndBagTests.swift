import ReactiveCore
import Testing

@Suite("Atomic and Bag as ReactiveSwift code uses them")
struct AtomicAndBagTests {
    @Suite("Atomic")
    struct AtomicTests {
        @Test("modify changes the value in place and returns the closure's result")
        func modify() {
            let counter = Atomic(1)
            let previous = counter.modify { value -> Int in
                defer { value += 10 }
                return value
            }
            #expect(previous == 1)
            #expect(counter.value == 11)
        }

        @Test("swap hands back the old value and value can be set directly")
        func swapAndSet() {
            let name = Atomic("a")
            #expect(name.swap("b") == "a")
            name.value = "c"
            #expect(name.withValue { $0.uppercased() } == "C")
        }

        @Test("concurrent increments are not lost")
        func concurrentIncrements() async {
            let counter = Atomic(0)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        for _ in 0..<1_000 { counter.modify { $0 += 1 } }
                    }
                }
            }
            #expect(counter.value == 8_000)
        }

        @Test("a throwing modify rethrows")
        func throwingModify() {
            let counter = Atomic(0)
            #expect(throws: ClientError.failed) {
                try counter.modify { _ in throw ClientError.failed }
            }
        }
    }

    @Suite("Bag")
    struct BagTests {
        @Test("a token removes exactly the element it was returned for")
        func removal() {
            var bag = Bag<String>()
            let first = bag.insert("a")
            bag.insert("a")
            let third = bag.insert("c")
            #expect(bag.remove(using: first) == "a")
            #expect(Array(bag) == ["a", "c"])
            #expect(bag.remove(using: first) == nil)
            bag.remove(using: third)
            #expect(bag.count == 1)
        }

        @Test("a bag made from a sequence keeps its order and is indexable")
        func fromSequence() {
            let bag = Bag([3, 1, 2])
            #expect(bag.map { $0 * 2 } == [6, 2, 4])
            #expect(bag[bag.startIndex] == 3)
            #expect(bag.endIndex == 3)
        }
    }
}
