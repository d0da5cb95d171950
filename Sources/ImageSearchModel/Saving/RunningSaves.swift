import ReactiveCore

/// The saves under way of one ``ImageSaver``, so that an app about to exit can delete what they
/// wrote (``abandonAll()``).
///
/// Threading: thread-safe. Lifetime: holds each save from its start to its end.
final class RunningSaves: Sendable {
    private let saves = Locked<[ObjectIdentifier: PictureSave]>([:])

    /// Holds `save` until ``remove(_:)``.
    func add(_ save: PictureSave) {
        saves.withLock { $0[ObjectIdentifier(save)] = save }
    }

    /// Lets `save` go.
    func remove(_ save: PictureSave) {
        saves.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(save)) }
    }

    /// Deletes every running save's partial file at once, on the calling thread.
    func abandonAll() {
        for save in saves.withLock({ Array($0.values) }) { save.abandonForExit() }
    }
}
