import AppRelease
import AppSupport
import ImageCodec
import ImageSearchViewModel
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

@MainActor
@Suite("ImageSearchTableViewController")
struct ImageSearchTableViewControllerTests {
    @MainActor
    @Suite("appearing")
    struct Appearing {
        @Test("starts searching when it first appears, and only then")
        func searchesOnFirstAppearanceOnly() {
            let screen = ListScreen()
            #expect(screen.viewModel.recordedCalls == ["startSearch"])
            screen.navigation.push(ViewController(title: "other"))
            screen.navigation.pop()
            #expect(screen.viewModel.recordedCalls == ["startSearch"])
        }

        @Test("shows the view model's title and attribution in the bar")
        func titleAndAttribution() {
            let screen = ListScreen()
            #expect(screen.lines[0].contains("Image Search — Pixabay") && screen.lines[0].contains("Images from Pixabay"))
        }

        @Test("at 80×24, shows the title and the source whole, and the position and counts whole, leaving key hints out instead",
              arguments: [AppLanguage.english, .japanese])
        func fitsEightyColumns(language: AppLanguage) {
            let source = ImageSource.offlineGallery
            let viewModel = StubTableViewModel(cells: stubCells(50), title: source.title(in: language), attributionText: source.attribution(in: language))
            let summary = language.text(english: "50 of 400 images", japanese: "400 件中 50 件")
            viewModel.summaryValue.value = summary
            let screen = ListScreen(viewModel: viewModel, language: language)
            let lines = screen.lines
            #expect(lines[0].hasPrefix(" " + source.title(in: language)) && lines[0].hasSuffix(source.attribution(in: language)), "\(lines[0])")
            #expect(lines[23].hasPrefix("/ ") && lines[23].hasSuffix("1/50 · " + summary), "\(lines[23])")
            #expect(lines[23].contains(language.text(english: "q quit", japanese: "q 終了")), "quitting is the last hint to go: \(lines[23])")
            screen.press(.end)
            #expect(screen.lines[23].hasSuffix("50/50 · " + summary), "\(screen.lines[23])")
        }
    }

    @MainActor
    @Suite("rows")
    struct Rows {
        @Test("shows each image's tags and size, four lines a row")
        func rowTexts() {
            let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(3)))
            let lines = screen.lines
            #expect(lines[2].contains("tag0, sky") && lines[3].contains("600 x 400"))
            #expect(lines[6].contains("tag1, sky") && lines[7].contains("601 x 400"))
        }

        @Test("adds rows appended by the view model without redrawing the others")
        func appendedRows() {
            let viewModel = StubTableViewModel(cells: stubCells(2))
            let screen = ListScreen(viewModel: viewModel)
            _ = screen.lines
            viewModel.rowArray.append(StubCellModel(id: 9, tags: "appended"))
            #expect(screen.lines[10].contains("appended"))
            #expect(viewModel.rowArray.elements.compactMap { ($0 as? StubCellModel)?.starts.withLock { $0 } } == [1, 1, 1])
        }

        @Test("draws server text with escape sequences and control characters harmlessly")
        func sanitisedTags() {
            let hostile = StubCellModel(id: 1, tags: "ok\u{1B}]0;pwned\u{07} \u{1B}[31mred\u{9B}2J \u{202E}evil")
            let screen = ListScreen(viewModel: StubTableViewModel(cells: [hostile]))
            let buffer = screen.window.renderFrame()
            for line in buffer.lines {
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
            }
            #expect(buffer.lines[2].contains("ok"))
        }
    }

    @MainActor
    @Suite("previews")
    struct Previews {
        @Test("starts each visible row's preview load, and shows the picture that arrives")
        func previewShown() {
            let image = solidImage(width: 12, height: 8)
            let cell = StubCellModel(id: 1, tags: "red", preview: SignalProducer<Image?, Never>([nil, image]))
            let screen = ListScreen(viewModel: StubTableViewModel(cells: [cell]))
            let buffer = screen.window.renderFrame()
            #expect(cell.starts.withLock { $0 } == 1)
            #expect(buffer.lines[2].hasPrefix("▀▀▀▀▀▀▀▀▀▀▀▀ red"))
        }

        @Test("stops a row's preview load when its cell is reused for another row")
        func reuseStopsLoad() {
            let cells = (0..<30).map { StubCellModel(id: UInt64($0), tags: "row \($0)", preview: .never) }
            let screen = ListScreen(viewModel: StubTableViewModel(cells: cells), size: Size(width: 60, height: 12))
            _ = screen.lines
            #expect(cells[0].running.withLock { $0 } == 1)
            screen.press(.end)
            _ = screen.lines
            #expect(cells[0].running.withLock { $0 } == 0, "the first row's load ended when its cell was reused")
            #expect(cells[29].running.withLock { $0 } == 1)
            #expect(cells.map { $0.running.withLock { $0 } }.reduce(0, +) <= 3, "only visible rows load")
        }

        @Test("asks for previews at the pixels the terminal draws them with, and again when that changes, keeping the picture meanwhile")
        func previewSizeFollowsGraphics() {
            let image = solidImage(width: 12, height: 8)
            let cell = StubCellModel(id: 1, tags: "red", preview: SignalProducer<Image?, Never>([nil, image]))
            let screen = ListScreen(viewModel: StubTableViewModel(cells: [cell]))
            _ = screen.lines
            #expect(cell.requestedSizes.withLock { $0 } == [ImageSize(width: 12, height: 8)])

            screen.window.graphics = TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20))
            #expect(cell.requestedSizes.withLock { $0 } == [ImageSize(width: 12, height: 8), ImageSize(width: 108, height: 80)])
            #expect(screen.window.renderFrame().placements.count == 1, "the picture is still shown")
            screen.window.graphics = TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20))
            #expect(cell.requestedSizes.withLock { $0 }.count == 2)
        }
    }

    @MainActor
    @Suite("loading and empty states")
    struct States {
        @Test("shows a centred indicator while the first page loads into an empty list")
        func centredIndicator() {
            let viewModel = StubTableViewModel()
            viewModel.indicatorHiddenValue.value = false
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.lines[12].contains("Searching…"))
        }

        @Test("shows a loading footer under the rows while the next page loads")
        func footerIndicator() {
            let viewModel = StubTableViewModel(cells: stubCells(2))
            let screen = ListScreen(viewModel: viewModel)
            #expect(!screen.screen.contains("Loading more images…"))
            viewModel.searchingValue.value = true
            #expect(screen.lines[10].contains("Loading more images…"))
            viewModel.searchingValue.value = false
            #expect(!screen.screen.contains("Loading more images…"))
        }

        @Test("shows the no-data view naming the search")
        func noData() {
            let viewModel = StubTableViewModel()
            viewModel.searchTextValue.value = "zebra"
            viewModel.noDataHiddenValue.value = false
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.screen.contains("No images match “zebra”"))
        }

        @Test("with filters on, the no-data view points to them", arguments: ["", "zebra"])
        func noDataFiltered(words: String) {
            let viewModel = StubTableViewModel()
            viewModel.searchTextValue.value = words
            viewModel.filterSummaryValue.value = "Vector graphics"
            viewModel.noDataHiddenValue.value = false
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.screen.contains("Press f to change them"))
        }

        @Test("shows the active filters beside the words in the search bar, and nothing when there are none")
        func filtersInSearchBar() {
            let viewModel = StubTableViewModel(cells: stubCells(2))
            viewModel.searchTextValue.value = "lake"
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.lines[1] == "Search: “lake”")
            viewModel.filterSummaryValue.value = "Illustrations · Vertical"
            #expect(screen.lines[1] == "Search: “lake”   Filters: Illustrations · Vertical")
            screen.press(.character("/"))
            #expect(!screen.lines[1].contains("Filters"), "the search field takes the bar while it is open")
            screen.press(.escape)
            #expect(screen.lines[1].contains("Filters: Illustrations"))
        }

        @Test("shows the retry view after a failure with no rows")
        func retryView() {
            let viewModel = StubTableViewModel()
            viewModel.retryHiddenValue.value = false
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.screen.contains("Press r to try again"))
        }

        @Test("puts the selected row's position and the summary on the status line after the key hints")
        func summary() {
            let viewModel = StubTableViewModel(cells: stubCells(3))
            viewModel.summaryValue.value = "3 of 500 images"
            let screen = ListScreen(viewModel: viewModel)
            #expect(screen.lines[23].hasPrefix("/ search") && screen.lines[23].hasSuffix("1/3 · 3 of 500 images"))
            screen.press(.down)
            #expect(screen.lines[23].hasSuffix("2/3 · 3 of 500 images"))
            viewModel.rowArray.append(StubCellModel(id: 9, tags: "more"))
            #expect(screen.lines[23].hasSuffix("2/4 · 3 of 500 images"), "the count follows the rows")
        }
    }

    @MainActor
    @Suite("errors")
    struct Errors {
        @Test("shows the error in an alert whose Dismiss button clears it")
        func alert() {
            let viewModel = StubTableViewModel(cells: stubCells(1))
            let screen = ListScreen(viewModel: viewModel)
            viewModel.errorMessageValue.value = "The server could not be reached."
            #expect(screen.screen.contains("The server could not be reached.") && screen.screen.contains("Dismiss"))
            screen.press(.enter)
            #expect(viewModel.recordedCalls.contains("dismissError"))
            #expect(!screen.screen.contains("could not be reached"))
        }

        @Test("takes the alert away when the error is gone by itself")
        func alertWithdrawn() {
            let viewModel = StubTableViewModel()
            let screen = ListScreen(viewModel: viewModel)
            viewModel.errorMessageValue.value = "Limit reached."
            #expect(screen.screen.contains("Limit reached."))
            viewModel.errorMessageValue.value = nil
            #expect(!screen.screen.contains("Limit reached."))
        }
    }

    @MainActor
    @Suite("keys")
    struct Keys {
        @Test("searches for what is typed in the search field after /")
        func search() {
            let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(1)))
            screen.press(.character("/"))
            screen.type("mountain lake")
            #expect(screen.lines[1].contains("Search: mountain lake"))
            screen.press(.enter)
            #expect(screen.viewModel.recordedCalls.last == "search(mountain lake)")
            #expect(screen.lines[1].contains("All images"))
        }

        @Test("cancels the search field with Esc, staying on the list")
        func cancelSearch() {
            let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(1)))
            screen.press(.character("/"))
            screen.type("sea")
            screen.press(.escape)
            #expect(!screen.viewModel.recordedCalls.contains { $0.hasPrefix("search") })
            #expect(screen.navigation.viewControllers.count == 1 && screen.lines[1].contains("All images"))
        }

        @Test("retries or refreshes with r")
        func retry() {
            let screen = ListScreen()
            screen.press(.character("r"))
            #expect(screen.viewModel.recordedCalls.last == "retry")
        }

        @Test("tells the view model how far down the user sees, as the selection and the rows move")
        func tellsTheLastShownRow() {
            let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(20)))
            _ = screen.lines
            screen.press(.end)
            _ = screen.lines
            screen.viewModel.rowArray.removeAll()
            _ = screen.lines
            #expect(screen.viewModel.shownRows.value == [nil, 5, 19, nil])
            #expect(!screen.viewModel.recordedCalls.contains("loadNextPage"))
        }

        @Test("opens the selected image: selects it in the view model and pushes the detail screen")
        func openDetail() {
            let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(3)))
            screen.press(.down)
            screen.press(.enter)
            #expect(screen.viewModel.recordedCalls.last == "select(1)")
            #expect(screen.navigation.topViewController is ImageDetailViewController)
            screen.press(.escape)
            #expect(screen.navigation.topViewController === screen.list)
        }

        @Test("shows the keys with ?")
        func keyHelp() {
            let screen = ListScreen()
            screen.press(.character("?"))
            #expect(screen.screen.contains("Keys — imagesearch \(AppVersion.current)") && screen.screen.contains("refresh, or retry"))
            #expect(screen.screen.contains("filters: type, colours, order…"))
            #expect(screen.lines[23].contains("f filters"))
        }
    }

    @Test("speaks Japanese when asked to")
    func japanese() {
        let viewModel = StubTableViewModel()
        viewModel.indicatorHiddenValue.value = false
        let screen = ListScreen(viewModel: viewModel, language: .japanese)
        #expect(screen.screen.contains("検索中…") && screen.screen.contains("すべての画像") && screen.lines[23].contains("検索"))
    }
}

