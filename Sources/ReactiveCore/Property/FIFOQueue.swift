/// A first-in, first-out queue with amortised O(1) appends and removals, which releases each
/// element as soon as it is removed.
@usableFromInline
struct FIFOQueue<Element> {
    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    var count: Int { storage.count - head }

    @inlinable
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= storage.count {
            // A queue that never drains completely would otherwise grow forever.
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}

extension FIFOQueue: Sendable where Element: Sendable {}
