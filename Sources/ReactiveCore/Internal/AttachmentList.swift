/// The observers of one signal, in attachment order: a growable buffer of trivially copyable
/// attachments that the owner of the delivery context iterates without reference counting or
/// copy-on-write checks.
///
/// The first few attachments live in slots that the signal's core allocates together with its
/// state, so that a signal with one or two observers allocates no buffer of its own; the list
/// moves to a buffer of its own only when it outgrows them.
///
/// Not thread-safe by itself: `SignalCoreBase` keeps it inside its owner-only state. It does not
/// release the attachments it holds; whoever removes one is responsible for it.
@usableFromInline
struct AttachmentList {
    @usableFromInline typealias Attachment = SignalCoreBase.Attachment

    @usableFromInline var storage: UnsafeMutablePointer<Attachment>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    /// The slots allocated with the core: never freed by the list.
    @usableFromInline let inlineSlots: UnsafeMutablePointer<Attachment>

    /// An empty list that starts in `inlineSlots`, `inlineCapacity` uninitialised slots that
    /// its owner frees.
    @inlinable
    init(inlineSlots: UnsafeMutablePointer<Attachment>, inlineCapacity: Int) {
        storage = inlineSlots
        capacity = inlineCapacity
        self.inlineSlots = inlineSlots
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Calls `body` with every attachment, in order.
    @inlinable @inline(__always)
    func forEach(_ body: (Attachment) -> Void) {
        for index in 0..<count {
            body(storage[index])
        }
    }

    @usableFromInline
    mutating func append(_ attachment: Attachment) {
        if count == capacity {
            let newCapacity = capacity * 2
            let newStorage = UnsafeMutablePointer<Attachment>.allocate(capacity: newCapacity)
            newStorage.moveInitialize(from: storage, count: count)
            freeOwnStorage()
            storage = newStorage
            capacity = newCapacity
        }
        (storage + count).initialize(to: attachment)
        count += 1
    }

    /// Removes and returns the first attachment for which `matches` is true.
    @usableFromInline
    mutating func remove(where matches: (Attachment) -> Bool) -> Attachment? {
        guard let index = (0..<count).first(where: { matches(storage[$0]) }) else { return nil }
        let removed = (storage + index).move()
        (storage + index).moveInitialize(from: storage + index + 1, count: count - index - 1)
        count -= 1
        return removed
    }

    /// Empties the list and returns what it held, without copying: the returned buffer stays
    /// valid until the next `append` or `deallocate()`, so the caller must make sure neither
    /// happens while it uses it (a terminated signal attaches nothing).
    @usableFromInline
    mutating func removeAll() -> UnsafeBufferPointer<Attachment> {
        let removed = UnsafeBufferPointer(start: storage, count: count)
        count = 0
        return removed
    }

    /// Frees the buffer the list allocated, if any. The list must be empty or its attachments
    /// already accounted for; it is unusable afterwards.
    @usableFromInline
    mutating func deallocate() {
        count = 0
        freeOwnStorage()
    }

    /// Frees `storage` unless it is the inline slots. Attachments are trivial: nothing to deinitialise.
    private func freeOwnStorage() {
        if storage != inlineSlots { storage.deallocate() }
    }
}
