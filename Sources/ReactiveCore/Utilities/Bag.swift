/// An unordered collection that hands out a token for every element inserted, so that the
/// element can be removed later without being `Equatable` — how observer lists are kept.
///
/// A value type with no synchronisation of its own: share it between threads inside an
/// `Atomic` or another lock. Iteration visits the elements in insertion order.
public struct Bag<Element> {
    /// Identifies one insertion, for `remove(using:)`. Tokens are never reused within a bag.
    public struct Token {
        fileprivate let serial: UInt64
    }

    fileprivate var elements: ContiguousArray<Element> = []
    /// The serial of each element's token, at the element's index.
    fileprivate var serials: ContiguousArray<UInt64> = []
    private var nextSerial: UInt64 = 0

    /// An empty bag.
    public init() {}

    /// A bag holding `elements`, in their order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { insert(element) }
    }

    /// Adds `element` and returns the token that removes it.
    @discardableResult
    public mutating func insert(_ element: Element) -> Token {
        let token = Token(serial: nextSerial)
        nextSerial &+= 1
        elements.append(element)
        serials.append(token.serial)
        return token
    }

    /// Removes the element inserted with `token` and returns it, or returns nil if it was
    /// removed already.
    @discardableResult
    public mutating func remove(using token: Token) -> Element? {
        guard let index = serials.firstIndex(of: token.serial) else { return nil }
        serials.remove(at: index)
        return elements.remove(at: index)
    }
}

extension Bag: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { elements.startIndex }

    /// The position after the last element.
    public var endIndex: Int { elements.endIndex }

    /// The element at `index`.
    public subscript(index: Int) -> Element { elements[index] }

    /// An iterator over the elements, in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(remaining: elements.makeIterator())
    }

    /// Walks a bag's elements in insertion order.
    public struct Iterator: IteratorProtocol {
        fileprivate var remaining: ContiguousArray<Element>.Iterator

        /// The next element, or nil after the last.
        public mutating func next() -> Element? {
            remaining.next()
        }
    }
}

extension Bag: Sendable where Element: Sendable {}
extension Bag.Token: Sendable {}
extension Bag.Iterator: Sendable where Element: Sendable {}
