/// A first-in, first-out queue with amortised O(1) appends and removals.
///
/// A removed element is released at once — the queue keeps no hidden reference to it — since
/// what the operators queue (inner properties waiting for `flatten(.concat)`, values, pending
/// actions) may end work when its last reference goes away.
@usableFromInline
struct FIFOQueue<Element> {
    /// The elements from `head` on are queued; the slots before it are already emptied.
    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    @inlinable
    var count: Int { storage.count - head }

    /// The queued elements, oldest first.
    @inlinable
    var elements: [Element] { storage[head...].map { $0! } }

    @inlinable
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the oldest element, or nil if the queue is empty.
    @inlinable
    mutating func removeFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= storage.count {
            // A queue that never drains completely would otherwise grow forever.
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    @inlinable
    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}

extension FIFOQueue: Sendable where Element: Sendable {}
