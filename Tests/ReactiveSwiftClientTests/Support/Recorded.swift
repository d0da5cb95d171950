import Dispatch

/// What an observer saw, collected the way ReactiveSwift code collects it into a local array —
/// in a class, because this target builds in Swift 5 mode, where mutating a captured `var` in
/// ReactiveCore's `@Sendable` closures is a warning (an error in Swift 6; see
/// Docs/MigratingFromReactiveSwift.md).
final class Recorded<Item> {
    var items: [Item] = []

    func append(_ item: Item) {
        items.append(item)
    }
}

/// A flag set by an observer.
final class Flag {
    var isSet = false

    func set() {
        isSet = true
    }
}

/// The error the client code's streams fail with.
enum ClientError: Error, Equatable {
    case failed
    case other
}


/// Tells whether code runs on the main queue — the main actor's executor. On Linux that queue
/// may be drained by a thread other than the process's first one, so `Thread.isMainThread`
/// cannot tell.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
