/// The observers of one signal, in attachment order: trivially copyable attachments that the
/// owner of the delivery context iterates without reference counting or copy-on-write checks.
///
/// The first two attachments are stored in the list itself, and so in the signal's core, since
/// most signals have one or two observers: then attaching allocates nothing. Further ones go to
/// a buffer of the list's own.
///
/// Not thread-safe by itself: `SignalCoreBase` keeps it inside its owner-only state. It does not
/// release the attachments it holds; whoever removes one is responsible for it.
@usableFromInline
struct AttachmentList {
    @usableFromInline typealias Attachment = SignalCoreBase.Attachment

    @usableFromInline var count = 0
    @usableFromInline var first: Attachment?
    @usableFromInline var second: Attachment?
    /// The attachments from the third on, with room for `overflowCapacity`.
    @usableFromInline var overflow: UnsafeMutablePointer<Attachment>?
    @usableFromInline var overflowCapacity = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// The attachment at `index`, which is below `count`.
    @inlinable
    subscript(index: Int) -> Attachment {
        get {
            switch index {
            case 0: first.unsafelyUnwrapped
            case 1: second.unsafelyUnwrapped
            default: overflow.unsafelyUnwrapped[index - 2]
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: overflow.unsafelyUnwrapped[index - 2] = newValue
            }
        }
    }

    /// Calls `body` with every attachment, in order. `body` must not change the list.
    @inlinable @inline(__always)
    func forEach(_ body: (Attachment) -> Void) {
        forEach(body, ifEmpty: {})
    }

    /// Calls `body` with every attachment, in order, or `ifEmpty` when there is none — one test
    /// of the count for both. `body` must not change the list.
    @inlinable @inline(__always)
    func forEach(_ body: (Attachment) -> Void, ifEmpty: () -> Void) {
        guard count > 0 else { return ifEmpty() }
        body(first.unsafelyUnwrapped)
        guard count > 1 else { return }
        body(second.unsafelyUnwrapped)
        guard count > 2, let overflow else { return }
        for index in 0..<(count - 2) {
            body(overflow[index])
        }
    }

    @usableFromInline
    mutating func append(_ attachment: Attachment) {
        if count >= 2, count - 2 == overflowCapacity {
            let newCapacity = Swift.max(2, overflowCapacity * 2)
            let newOverflow = UnsafeMutablePointer<Attachment>.allocate(capacity: newCapacity)
            if let overflow {
                newOverflow.moveInitialize(from: overflow, count: overflowCapacity)
                overflow.deallocate()
            }
            overflow = newOverflow
            overflowCapacity = newCapacity
        }
        count += 1
        self[count - 1] = attachment
    }

    /// Removes and returns the first attachment for which `matches` is true.
    @usableFromInline
    mutating func remove(where matches: (Attachment) -> Bool) -> Attachment? {
        guard let index = (0..<count).first(where: { matches(self[$0]) }) else { return nil }
        let removed = self[index]
        for later in (index + 1)..<count {
            self[later - 1] = self[later]
        }
        count -= 1
        if count < 2 { second = nil }
        if count < 1 { first = nil }
        return removed
    }

    /// Empties the list and returns what it held; the caller takes over the returned list's
    /// buffer and must `deallocate()` it.
    @usableFromInline
    mutating func removeAll() -> AttachmentList {
        defer { self = AttachmentList() }
        return self
    }

    /// Frees the buffer the list allocated, if any. The list must be empty or its attachments
    /// already accounted for; it is unusable afterwards.
    @usableFromInline
    mutating func deallocate() {
        overflow?.deallocate()
        overflow = nil
        overflowCapacity = 0
        count = 0
    }
}
