// The example of the request-list guide's section "Driving the list with actions"
// (ReactiveBindings.docc/RequestListGuide.md), verbatim, followed by tests that run it. Keep the
// two in step. `Contact`, `ContactsError`, `ContactsServing` and `ManualContactsService` come from
// the guide's first example (RequestListGuideTests.swift).
import ReactiveBindings
import ReactiveCore
import Testing

// MARK: - Guide example

/// The contacts list in the ReactiveCocoa list pattern: a refresh action and a load-more
/// action whose work is a request of the list.
final class PagedContactsViewModel: Sendable {
    let list: RequestList<Contact>
    let refresh: Action<Void, [Contact], ContactsError>
    let loadMore: Action<Void, [Contact], ContactsError>
    /// One loading indicator while either action runs.
    let isLoading: Property<Bool>

    init(service: any ContactsServing) {
        let list = RequestList<Contact>(errorMessage: { _ in "Connection failed" })
        self.list = list
        refresh = Action { list.load(service.contacts(page: 1), replacing: true) }
        // No load-more while a refresh runs; each asks for the page after the rows.
        loadMore = Action(enabledIf: refresh.isExecuting.negate()) {
            list.load(service.contacts(page: list.items.count / 20 + 1))
        }
        isLoading = refresh.isExecuting.or(loadMore.isExecuting)
    }
}

// MARK: - Tests of the example

@Suite("Request-list guide: actions")
struct RequestListActionsGuideTests {
    let service = ManualContactsService()
    let viewModel: PagedContactsViewModel

    static let ada = Contact(id: 1, name: "Ada")
    static let grace = Contact(id: 2, name: "Grace")

    init() {
        viewModel = PagedContactsViewModel(service: service)
    }

    @Test("a refresh shows the indicator and the loading state until its page arrives")
    func refresh() {
        viewModel.refresh.apply(()).start()
        #expect(viewModel.isLoading.value)
        #expect(!viewModel.list.indicatorHidden.value)
        service.answer(.success([Self.ada]))
        #expect(!viewModel.isLoading.value)
        #expect(viewModel.list.items.elements == [Self.ada])
        #expect(viewModel.list.indicatorHidden.value)
    }

    @Test("load-more appends, and is disabled while a refresh runs")
    func loadMore() {
        viewModel.refresh.apply(()).start()
        #expect(!viewModel.loadMore.isEnabled.value)
        service.answer(.success([Self.ada]))
        #expect(viewModel.loadMore.isEnabled.value)
        viewModel.loadMore.apply(()).start()
        #expect(viewModel.isLoading.value)
        service.answer(.success([Self.grace]))
        #expect(viewModel.list.items.elements == [Self.ada, Self.grace])
        #expect(!viewModel.isLoading.value)
    }

    @Test("a refresh that replaces a running load-more ends that action's execution")
    func refreshReplacesLoadMore() {
        viewModel.refresh.apply(()).start()
        service.answer(.success([Self.ada]))
        viewModel.loadMore.apply(()).start()
        viewModel.refresh.apply(()).start()
        #expect(!viewModel.loadMore.isExecuting.value)
        #expect(viewModel.isLoading.value)
        // The first answer goes to the replaced load-more's request, which the list ignores.
        service.answer(.success([Self.grace]))
        service.answer(.success([Self.ada]))
        #expect(viewModel.list.items.elements == [Self.ada])
        #expect(!viewModel.isLoading.value)
    }

    @Test("a failed load-more keeps the rows and reaches the action's errors and the list's state")
    func failedLoadMore() {
        let errors = Recorder<String>()
        viewModel.loadMore.errors.observeValues { errors.append($0.description) }
        viewModel.refresh.apply(()).start()
        service.answer(.success([Self.ada]))
        viewModel.loadMore.apply(()).start()
        service.answer(.failure(ContactsError()))
        #expect(errors.values == ["the contacts server could not be reached"])
        #expect(viewModel.list.state.value == .error(message: "Connection failed"))
        #expect(viewModel.list.items.elements == [Self.ada])
    }
}
