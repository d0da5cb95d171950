// The code of ReactiveBindings' getting-started article (ReactiveBindings.docc/GettingStarted.md),
// verbatim, followed by tests that run it. Keep the two in step.
import ReactiveBindings
import ReactiveCore
import Synchronization
import Testing

// MARK: - Guide example

/// A shopping list's view model: what the screen lists, and what the user and the server do
/// to it. Safe from any thread.
final class ShoppingListViewModel: Sendable {
    /// The items, in the order the screen lists them.
    let items = MutableObservableArray<String>()

    /// The user added an item at the end.
    func add(_ item: String) { items.append(item) }

    /// The user removed the item at `index`.
    func remove(at index: Int) { _ = items.remove(at: index) }

    /// The list as the server has it now: the items that are still there stay where they are.
    func refresh(with serverItems: [String]) { items.replace(with: serverItems, performDiff: true) }
}

/// Follows a list change by change, as a table view would, and says what changed.
final class ListFollower: Sendable {
    private let state = Mutex((rows: [String](), announcements: [String]()))

    /// The rows as the follower shows them.
    var rows: [String] { state.withLock { $0.rows } }
    /// What was added and removed, change after change.
    var announcements: [String] { state.withLock { $0.announcements } }

    /// Follows `items` from now on, for as long as both live.
    init(_ items: MutableObservableArray<String>) {
        items.producer.startWithValues { [weak self] change in
            self?.state.withLock { state in
                let removed = change.changeSet.deletes.map { "removed \(state.rows[$0])" }
                let added = change.changeSet.inserts.map { "added \(change.elements[$0])" }
                for step in change.changeSet.steps() {
                    state.rows.apply(step, takingValuesFrom: change.elements)
                }
                state.announcements += removed + added
            }
        }
    }
}

// MARK: - Tests of the example

@Suite("ReactiveBindings' getting-started article")
struct GettingStartedGuideTests {
    @Test("the follower shows the items there when it starts, then every one added and removed")
    func follows() {
        let list = ShoppingListViewModel()
        list.add("Milk")
        let follower = ListFollower(list.items)
        #expect(follower.rows == ["Milk"])
        list.add("Eggs")
        list.add("Bread")
        list.remove(at: 0)
        #expect(follower.rows == ["Eggs", "Bread"])
        #expect(follower.announcements == ["added Milk", "added Eggs", "added Bread", "removed Milk"])
    }

    @Test("a refresh announces only what the server added and removed; the rows end equal to its list")
    func refreshes() {
        let list = ShoppingListViewModel()
        let follower = ListFollower(list.items)
        for item in ["Milk", "Eggs", "Bread"] { list.add(item) }
        list.refresh(with: ["Milk", "Bread", "Apples"])
        #expect(follower.rows == ["Milk", "Bread", "Apples"])
        #expect(follower.announcements.suffix(2) == ["removed Eggs", "added Apples"])
        list.refresh(with: ["Milk", "Bread", "Apples"])
        #expect(follower.announcements.count == 5)
    }

    @Test("changes made on many threads at once all reach the follower, which ends equal to the list")
    func threads() async {
        let list = ShoppingListViewModel()
        let follower = ListFollower(list.items)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 { group.addTask { list.add("item \(index)") } }
        }
        #expect(follower.rows == list.items.elements)
        #expect(Set(follower.rows).count == 50)
    }
}
