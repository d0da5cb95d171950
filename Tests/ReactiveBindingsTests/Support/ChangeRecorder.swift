import Foundation
import ReactiveBindings
import ReactiveCore

/// Records the changes an observable array delivers, from any thread, and checks as they
/// arrive that each change set leads from the previously seen elements to the new ones.
final class ChangeRecorder<Element: Sendable & Equatable>: Sendable {
    private struct Record {
        var changes: [ArrayChange<Element>] = []
        var shown: [Element] = []
        var inconsistencies = 0
        var completed = false
    }

    private let record = Locked(Record())
    private let arrival = NSCondition()

    /// An observer that records every change.
    var observer: Signal<ArrayChange<Element>, Never>.Observer {
        Signal.Observer { [self] event in
            arrival.lock()
            record.withLock { record in
                switch event {
                case let .value(change):
                    if !change.changeSet.isValid || change.changeSet.oldCount != record.shown.count
                        || applying(change.changeSet, to: record.shown, new: change.elements) != change.elements {
                        record.inconsistencies += 1
                    }
                    record.shown = change.elements
                    record.changes.append(change)
                case .completed:
                    record.completed = true
                default:
                    break
                }
            }
            arrival.broadcast()
            arrival.unlock()
        }
    }

    var changes: [ArrayChange<Element>] { record.withLock { $0.changes } }
    var changeSets: [ChangeSet] { changes.map(\.changeSet) }
    var lastElements: [Element]? { changes.last?.elements }
    /// Changes whose change set did not lead from the previous elements to the new ones.
    var inconsistencies: Int { record.withLock { $0.inconsistencies } }
    var isCompleted: Bool { record.withLock { $0.completed } }

    /// Waits until at least `count` changes were recorded, or five seconds pass.
    @discardableResult
    func waitForChanges(_ count: Int) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 5)
        arrival.lock()
        defer { arrival.unlock() }
        while record.withLock({ $0.changes.count }) < count {
            if !arrival.wait(until: deadline) { return record.withLock { $0.changes.count } >= count }
        }
        return true
    }
}
