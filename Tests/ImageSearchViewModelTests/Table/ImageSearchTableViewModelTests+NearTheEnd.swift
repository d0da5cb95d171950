import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

extension ImageSearchTableViewModelTests {
    /// The next page loads by itself while the user is near the end, whatever ran meanwhile —
    /// the list driven step by step, every answer given by hand.
    @Suite("near the end")
    struct NearTheEnd {
        /// The numbered pages the list is waiting for, in order.
        private func pagesInFlight(_ machine: ImageSearchListMachine) -> [Int] {
            machine.network.pending.map(\.page)
        }

        @Test("asks for the next page once the user comes within ten rows of the end, and not before")
        func asksNearTheEnd() {
            let machine = ImageSearchListMachine()
            _ = machine.perform(.answer(0, .page))
            for _ in 0..<7 { _ = machine.perform(.pageDown) }
            #expect(pagesInFlight(machine).isEmpty)
            _ = machine.perform(.pageDown)
            #expect(pagesInFlight(machine) == [2])
        }

        @Test("reaching the end while a refresh runs loads the next page as soon as the refresh's page is in")
        func endDuringRefresh() {
            let machine = ImageSearchListMachine()
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.refresh)
            _ = machine.perform(.end)
            #expect(pagesInFlight(machine) == [1])
            _ = machine.perform(.answer(0, .page))
            #expect(machine.viewModel.rows.elements.count == 50)
            #expect(pagesInFlight(machine) == [2])
        }

        @Test("reaching the end while a new search runs loads its second page once its first is in")
        func endDuringNewSearch() {
            let machine = ImageSearchListMachine()
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.end)
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.search(1))
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.end)
            #expect(pagesInFlight(machine) == [2])
            #expect(machine.network.pending.first.flatMap { SearchCatalogue.query(of: $0.parameters) } == SearchCatalogue.Query(text: 1))
        }

        @Test("keeps loading while the user stays at the end, until the last page")
        func followsTheEnd() {
            let machine = ImageSearchListMachine()
            _ = machine.perform(.search(1))
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.end)
            _ = machine.perform(.answer(0, .page))
            _ = machine.perform(.answer(0, .page))
            #expect(machine.viewModel.rows.elements.count == 120)
            #expect(pagesInFlight(machine).isEmpty && !machine.viewModel.searching.value)
        }

        @Test("a new search forgets where the user was in the old rows: its first page does not bring the second with it")
        func newSearchForgetsThePosition() {
            let scheduler = TestScheduler()
            let network = ManualNetwork()
            let viewModel = ImageSearchListMachine.makeViewModel(network: network, scheduler: scheduler)
            viewModel.startSearch()
            scheduler.advance()
            network.answer(1, with: SearchCatalogue.answer(page: 1, of: SearchCatalogue.Query()))
            scheduler.advance()
            viewModel.lastShownRow.action(49)
            scheduler.advance()
            #expect(network.pending.map(\.page) == [2])
            viewModel.search("mountain")
            scheduler.advance()
            // The first page comes before the table has shown the empty list (a fast cache).
            network.answer(3, with: SearchCatalogue.answer(page: 1, of: SearchCatalogue.Query(text: 1)))
            scheduler.advance()
            #expect(viewModel.rows.elements.count == 50)
            #expect(network.pending.isEmpty)
        }
    }
}
