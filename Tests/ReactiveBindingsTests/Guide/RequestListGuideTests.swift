// The example of the request-list guide (ReactiveBindings.docc/RequestListGuide.md), verbatim,
// followed by tests that run it. Keep the two in step.
import ReactiveBindings
import ReactiveCore
import Testing

// MARK: - Guide example

struct Contact: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

struct ContactsError: Error, CustomStringConvertible {
    var description: String { "the contacts server could not be reached" }
}

/// The model's side: one page of contacts per request.
protocol ContactsServing: Sendable {
    func contacts(page: Int) -> SignalProducer<[Contact], ContactsError>
}

/// The view model. `RequestList` does what the seed's protocol extension did: it holds the
/// items and the request state and derives which placeholder view is visible.
final class ContactsViewModel: Sendable {
    let list = RequestList<Contact>(errorMessage: { _ in "Connection failed" })
    private let service: any ContactsServing

    init(service: any ContactsServing) {
        self.service = service
    }

    /// Loads the first page again; the rows that did not change stay as they are.
    func refresh() {
        list.request(service.contacts(page: 1), replacing: true)
    }

    /// Appends the next page.
    func loadMore() {
        list.request(service.contacts(page: list.items.count / 20 + 1))
    }
}

/// A stand-in for a placeholder view (an activity indicator, a retry button, a "no data"
/// text). TerminalUI's views play this part in the app.
final class PlaceholderView: ReactiveExtensionsProvider, ReactiveLifetimeProviding, Sendable {
    let lifetimeToken = Lifetime.Token()
    let hidden = Locked(true)
}

extension Reactive where Base: PlaceholderView {
    /// Binds the view's visibility; bindings end when the view goes away.
    var isHidden: BindingTarget<Bool> {
        let view = base
        return BindingTarget(lifetime: view.reactive.lifetime) { [weak view] hidden in
            view?.hidden.withLock { $0 = hidden }
        }
    }
}

/// A stand-in for a table view: it shows one row per contact name.
final class ContactsTable: TableUpdating, Sendable {
    private let state = Locked((contacts: [Contact](), rows: [String]()))

    var rows: [String] { state.withLock { $0.rows } }
    var rowCount: Int { state.withLock { $0.rows.count } }

    /// The data source: the contacts the rows are drawn from.
    func show(_ contacts: [Contact]) { state.withLock { $0.contacts = contacts } }

    func insertRows(at indices: [Int]) {
        state.withLock { state in
            for index in indices { state.rows.insert(state.contacts[index].name, at: index) }
        }
    }

    func deleteRows(at indices: [Int]) {
        state.withLock { state in
            for index in indices.reversed() { state.rows.remove(at: index) }
        }
    }

    func reloadRows(at indices: [Int]) {
        state.withLock { state in
            for index in indices { state.rows[index] = state.contacts[index].name }
        }
    }

    func moveRow(from: Int, to: Int) {
        state.withLock { $0.rows.insert($0.rows.remove(at: from), at: to) }
    }

    func reloadAll() {
        state.withLock { $0.rows = $0.contacts.map(\.name) }
    }
}

/// The screen binds and does not decide.
final class ContactsScreen: Sendable {
    let indicatorView = PlaceholderView()
    let retryView = PlaceholderView()
    let noDataView = PlaceholderView()
    let table = ContactsTable()
    let statusMessages = Locked<[String]>([])

    init(viewModel: ContactsViewModel) {
        indicatorView.reactive.isHidden <~ viewModel.list.indicatorHidden
        retryView.reactive.isHidden <~ viewModel.list.retryHidden
        noDataView.reactive.isHidden <~ viewModel.list.noDataHidden

        viewModel.list.state.signal.observeValues { [weak self] state in
            if case let .error(message) = state {
                self?.statusMessages.withLock { $0.append(message) }
            }
        }

        viewModel.list.items.producer.startWithValues { [table] change in
            table.show(change.elements)
            table.apply(change.changeSet)
        }
    }
}

// MARK: - Tests of the example

/// A contacts service whose pages the test answers by hand.
final class ManualContactsService: ContactsServing {
    let pending = Locked<[Signal<[Contact], ContactsError>.Observer]>([])

    func contacts(page: Int) -> SignalProducer<[Contact], ContactsError> {
        SignalProducer { [self] observer, _ in pending.withLock { $0.append(observer) } }
    }

    /// Answers the oldest unanswered request.
    func answer(_ result: Result<[Contact], ContactsError>) {
        let observer = pending.withLock { $0.removeFirst() }
        switch result {
        case let .success(contacts):
            observer.send(value: contacts)
            observer.sendCompleted()
        case let .failure(error):
            observer.send(error: error)
        }
    }
}

@Suite("Request-list guide")
struct RequestListGuideTests {
    let service = ManualContactsService()
    let viewModel: ContactsViewModel
    let screen: ContactsScreen

    init() {
        viewModel = ContactsViewModel(service: service)
        screen = ContactsScreen(viewModel: viewModel)
    }

    var visiblePlaceholders: [String] {
        [("indicator", screen.indicatorView), ("retry", screen.retryView), ("no data", screen.noDataView)]
            .filter { !$0.1.hidden.withLock { $0 } }
            .map(\.0)
    }

    @Test("before any request the screen shows the no-data view")
    func initially() {
        #expect(visiblePlaceholders == ["no data"])
    }

    @Test("while the first page loads the indicator shows, then the rows replace it")
    func firstPage() {
        viewModel.refresh()
        #expect(visiblePlaceholders == ["indicator"])
        service.answer(.success([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]))
        #expect(visiblePlaceholders.isEmpty)
        #expect(screen.table.rows == ["Ada", "Grace"])
    }

    @Test("a failed first page shows the retry view and a status message")
    func failure() {
        viewModel.refresh()
        service.answer(.failure(ContactsError()))
        #expect(visiblePlaceholders == ["retry"])
        #expect(screen.statusMessages.withLock { $0 } == ["Connection failed"])
    }

    @Test("stale rows stay on screen while a refresh runs and after it fails")
    func staleRows() {
        viewModel.refresh()
        service.answer(.success([Contact(id: 1, name: "Ada")]))
        viewModel.refresh()
        #expect(visiblePlaceholders.isEmpty)
        service.answer(.failure(ContactsError()))
        #expect(visiblePlaceholders.isEmpty)
        #expect(screen.table.rows == ["Ada"])
    }

    @Test("loading more appends rows to the table")
    func loadMore() {
        viewModel.refresh()
        service.answer(.success([Contact(id: 1, name: "Ada")]))
        viewModel.loadMore()
        service.answer(.success([Contact(id: 2, name: "Grace")]))
        #expect(screen.table.rows == ["Ada", "Grace"])
    }
}
