// The code of ReactiveCore's getting-started article (ReactiveCore.docc/GettingStarted.md),
// verbatim, followed by tests that run it. Keep the two in step.
import ReactiveCore
import Testing

// MARK: - Guide example

/// A book as the catalogue returns it.
struct Book: Sendable, Equatable {
    let title: String
    let author: String
}

/// Why the catalogue could not answer.
struct CatalogueError: Error, Equatable {
    let reason: String
}

/// The model's side: finds books by words. One producer per search; nothing happens until it
/// is started.
protocol BookFinding: Sendable {
    func books(matching words: String) -> SignalProducer<[Book], CatalogueError>
}

/// A finder over an async service (an HTTP client's async API, say).
struct AsyncBookFinder: BookFinding {
    let fetch: @Sendable (String) async throws -> [Book]

    func books(matching words: String) -> SignalProducer<[Book], CatalogueError> {
        SignalProducer { try await fetch(words) }
            .mapError { CatalogueError(reason: "\($0)") }
    }
}

/// The view model of a book search screen. Safe to use from any thread.
final class BookSearchViewModel: Sendable {
    /// The words in the search field; the view binds the field's text here.
    let searchText = MutableProperty("")
    /// Searches the catalogue; enabled while there are words to search for.
    let search: Action<String, [Book], CatalogueError>
    /// The lines of the result list.
    let resultLines: Property<[String]>
    /// What the status line says.
    let status: Property<String>

    init(finder: any BookFinding) {
        search = Action(enabledIf: searchText.map { !$0.isEmpty }) { words in
            finder.books(matching: words)
        }
        resultLines = Property(initial: [], then: search.values.map { books in
            books.map { "\($0.title) — \($0.author)" }
        })
        status = Property(initial: "Type a title and press Enter", then: Signal.merge(
            search.isExecuting.signal.filter { $0 }.map { _ in "Searching…" },
            search.values.map { $0.count == 1 ? "1 book" : "\($0.count) books" },
            search.errors.map { "The search failed: \($0.reason)" }
        ))
    }

    /// Searches for the words in the field (the user pressed Enter).
    func submit() {
        search.apply(searchText.value).start()
    }
}

/// A catalogue that answers at once.
struct StubBookFinder: BookFinding {
    let answer: Result<[Book], CatalogueError>

    func books(matching words: String) -> SignalProducer<[Book], CatalogueError> {
        SignalProducer(result: answer)
    }
}

// MARK: - Tests of the example

@Suite("ReactiveCore's getting-started article")
struct GettingStartedGuideTests {
    let dune = Book(title: "Dune", author: "Frank Herbert")
    let children = Book(title: "Children of Dune", author: "Frank Herbert")

    @Test("the search is disabled until there are words, and the status invites the user")
    func startsEmpty() {
        let viewModel = BookSearchViewModel(finder: StubBookFinder(answer: .success([dune])))
        #expect(!viewModel.search.isEnabled.value)
        #expect(viewModel.status.value == "Type a title and press Enter")
        viewModel.submit()
        #expect(viewModel.resultLines.value.isEmpty)
        viewModel.searchText.value = "dune"
        #expect(viewModel.search.isEnabled.value)
    }

    @Test("a search that finds books lists them and counts them on the status line, after saying it searches")
    func finds() {
        let viewModel = BookSearchViewModel(finder: StubBookFinder(answer: .success([dune, children])))
        let statuses = EventRecorder<String, Never>()
        viewModel.status.signal.observe(statuses.observer)
        viewModel.searchText.value = "dune"
        viewModel.submit()
        #expect(viewModel.resultLines.value == ["Dune — Frank Herbert", "Children of Dune — Frank Herbert"])
        #expect(statuses.values == ["Searching…", "2 books"])
    }

    @Test("a failed search says why and keeps the last results")
    func fails() {
        let finder = StubBookFinder(answer: .failure(CatalogueError(reason: "the catalogue is offline")))
        let viewModel = BookSearchViewModel(finder: finder)
        viewModel.searchText.value = "dune"
        viewModel.submit()
        #expect(viewModel.status.value == "The search failed: the catalogue is offline")
        #expect(viewModel.resultLines.value.isEmpty)
    }

    @Test("the async finder delivers the service's books, and its errors as catalogue errors")
    func asyncFinder() async throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let finder = AsyncBookFinder { words in
            guard words == "dune" else { throw Offline() }
            return [Book(title: "Dune", author: "Frank Herbert")]
        }
        var found: [[Book]] = []
        for try await books in finder.books(matching: "dune").values { found.append(books) }
        #expect(found == [[dune]])
        await #expect(throws: CatalogueError(reason: "offline")) {
            for try await _ in finder.books(matching: "war").values {}
        }
    }
}
