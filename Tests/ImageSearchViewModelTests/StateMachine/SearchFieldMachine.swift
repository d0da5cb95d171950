import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import Logging
import ReactiveCore

/// The search field and its history under a state-machine run: the real table view model (whose
/// searches never answer: only their words matter here) over the real history file in a folder
/// of the run's own, the field played as the list screen plays it — ``SearchFieldViewModeling``
/// for ↑ and ↓, the list's `search` for Enter — and a second ``SearchHistoryFile`` on the same
/// file for another running copy of the app. Every scheduler is one `TestScheduler`.
final class SearchFieldMachine {
    let folder = FileManager.default.temporaryDirectory.appending(path: "search-field-machine-\(UUID().uuidString)")
    let scheduler = TestScheduler()
    let history: SearchHistoryFile
    let otherCopy: SearchHistoryFile
    let viewModel: ImageSearchTableViewModel
    private(set) var model = SearchFieldReferenceModel()
    /// The field's text and recall while it is open.
    private var field: (text: String, recall: any SearchFieldViewModeling)?

    init() {
        let file = folder.appending(path: "state/reactivemvvm/imagesearch/history")
        history = SearchHistoryFile(url: file, redactor: SecretRedactor(), logger: Logger(label: "test"))
        otherCopy = SearchHistoryFile(url: file, redactor: SecretRedactor(), logger: Logger(label: "test"))
        viewModel = ImageSearchTableViewModel(
            imageSearch: StubImageSearch { _ in .nothing }, network: StubNetwork(), detailViewModel: MockDetailViewModel(),
            language: .english, locale: Locale(identifier: "en_US"), source: .pixabay, searchHistory: history,
            mainScheduler: scheduler, retryScheduler: scheduler)
        viewModel.startSearch()
        scheduler.run()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Applies `step` to the app and to the reference model, and runs what became due.
    func perform(_ step: SearchFieldStep) {
        switch step {
        case .open:
            if field == nil { field = (viewModel.searchText.value, viewModel.makeSearchField()) }
            model.open()
        case let .type(character):
            edit { String(($0 + String(character)).prefix(SearchFieldReferenceModel.fieldLimit)) }
            model.type(String(character))
        case let .typeWord(number):
            edit { String(($0 + "w\(number)").prefix(SearchFieldReferenceModel.fieldLimit)) }
            model.type("w\(number)")
        case .backspace:
            edit { String($0.dropLast()) }
            model.backspace()
        case .up:
            if let field, let recalled = field.recall.older(than: field.text) { self.field?.text = recalled }
            model.up()
        case .down:
            if let recalled = field?.recall.newer() { field?.text = recalled }
            model.down()
        case .enter:
            if let field { viewModel.search(field.text.trimmingCharacters(in: .whitespaces)) }
            field = nil
            model.enter()
        case .escape:
            field = nil
            model.escape()
        case let .otherCopySearches(number):
            otherCopy.record("other \(number)")
            otherCopy.finishWriting()
            model.record("other \(number)")
        }
        scheduler.run()
    }

    /// What differs from the reference model: the field (open or closed, its text), the words of
    /// the last search, the history as the file holds it (written whole, read by a third copy).
    var violations: [String] {
        var problems: [String] = []
        if field?.text != model.field {
            problems.append("the field reads \(field?.text.debugDescription ?? "closed") instead of \(model.field?.debugDescription ?? "closed")")
        }
        if viewModel.searchText.value != model.searched {
            problems.append("the list searched \(viewModel.searchText.value.debugDescription) instead of \(model.searched.debugDescription)")
        }
        history.finishWriting()
        let kept = SearchHistoryFile(url: history.url, redactor: SecretRedactor(), logger: Logger(label: "test")).recentSearches()
        if kept != model.history { problems.append("the history file holds \(kept) instead of \(model.history)") }
        return problems
    }

    private func edit(_ change: (String) -> String) {
        guard let text = field?.text else { return }
        field?.text = change(text)
    }
}
