/// The observers of one signal, in attachment order: a growable buffer of trivially copyable
/// attachments that the owner of the delivery context iterates without reference counting or
/// copy-on-write checks.
///
/// Not thread-safe by itself: `SignalCoreBase` keeps it inside its owner-only state. It does not
/// release the attachments it holds; whoever removes one is responsible for it.
@usableFromInline
struct AttachmentList {
    @usableFromInline typealias Attachment = SignalCoreBase.Attachment

    @usableFromInline var storage: UnsafeMutablePointer<Attachment>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Calls `body` with every attachment, in order.
    @inlinable @inline(__always)
    func forEach(_ body: (Attachment) -> Void) {
        guard let storage else { return }
        for index in 0..<count {
            body(storage[index])
        }
    }

    @usableFromInline
    mutating func append(_ attachment: Attachment) {
        if count == capacity {
            let newCapacity = Swift.max(4, capacity * 2)
            let newStorage = UnsafeMutablePointer<Attachment>.allocate(capacity: newCapacity)
            if let storage {
                newStorage.moveInitialize(from: storage, count: count)
                storage.deallocate()
            }
            storage = newStorage
            capacity = newCapacity
        }
        (storage! + count).initialize(to: attachment)
        count += 1
    }

    /// Removes and returns the first attachment for which `matches` is true.
    @usableFromInline
    mutating func remove(where matches: (Attachment) -> Bool) -> Attachment? {
        guard let storage, let index = (0..<count).first(where: { matches(storage[$0]) }) else { return nil }
        let removed = (storage + index).move()
        (storage + index).moveInitialize(from: storage + index + 1, count: count - index - 1)
        count -= 1
        return removed
    }

    /// Removes and returns every attachment.
    @usableFromInline
    mutating func removeAll() -> [Attachment] {
        guard let storage else { return [] }
        let removed = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deinitialize(count: count)
        count = 0
        return removed
    }

    /// Frees the buffer. The list must be empty or its attachments already accounted for.
    @usableFromInline
    mutating func deallocate() {
        storage?.deinitialize(count: count)
        storage?.deallocate()
        storage = nil
        count = 0
        capacity = 0
    }
}
