import ReactiveBindings
import ReactiveCore
import Testing

@Suite("RequestList")
struct RequestListTests {
    struct PageError: Error, CustomStringConvertible {
        var description: String { "the server could not be reached" }
    }

    /// The state a list is put in for a row of the state table.
    enum StateKind: String, Sendable, CaseIterable {
        case none, requesting, error
    }

    /// One row of the documented state table.
    struct TableRow: Sendable, CustomTestStringConvertible {
        let state: StateKind
        let hasItems: Bool
        let indicatorHidden: Bool
        let retryHidden: Bool
        let noDataHidden: Bool

        var testDescription: String { "\(state), \(hasItems ? "with items" : "no items")" }
    }

    /// The table of RequestList's documentation, row by row.
    static let stateTable: [TableRow] = [
        TableRow(state: .none, hasItems: false, indicatorHidden: true, retryHidden: true, noDataHidden: false),
        TableRow(state: .requesting, hasItems: false, indicatorHidden: false, retryHidden: true, noDataHidden: true),
        TableRow(state: .error, hasItems: false, indicatorHidden: true, retryHidden: false, noDataHidden: true),
        TableRow(state: .none, hasItems: true, indicatorHidden: true, retryHidden: true, noDataHidden: true),
        TableRow(state: .requesting, hasItems: true, indicatorHidden: true, retryHidden: true, noDataHidden: true),
        TableRow(state: .error, hasItems: true, indicatorHidden: true, retryHidden: true, noDataHidden: true),
    ]

    @Suite("state table")
    struct StateTable {
        @Test("each view is visible only in its own state and only while there are no items", arguments: RequestListTests.stateTable)
        func row(_ row: TableRow) {
            let list = RequestList<String>(items: row.hasItems ? ["stale"] : [])
            switch row.state {
            case .none:
                break
            case .requesting:
                list.request(SignalProducer<[String], PageError>.never)
            case .error:
                list.request(SignalProducer<[String], PageError>(error: PageError()))
            }
            #expect(list.state.value == [StateKind.none: RequestState.none, .requesting: .requesting,
                                         .error: .error(message: "the server could not be reached")][row.state])
            #expect(list.hasVisibleItems.value == row.hasItems)
            #expect(list.indicatorHidden.value == row.indicatorHidden)
            #expect(list.retryHidden.value == row.retryHidden)
            #expect(list.noDataHidden.value == row.noDataHidden)
        }

        @Test("the flags follow the items as they are added and removed")
        func followsItems() {
            let list = RequestList<Int>()
            list.request(SignalProducer<[Int], PageError>.never)
            #expect(!list.indicatorHidden.value)
            list.items.append(1)
            #expect(list.indicatorHidden.value && list.hasVisibleItems.value)
            list.items.removeAll()
            #expect(!list.indicatorHidden.value && !list.hasVisibleItems.value)
        }
    }

    @Suite("requests")
    struct Requests {
        @Test("a request is requesting until its page completes, then none, with the page appended")
        func success() {
            let list = RequestList<Int>(items: [1])
            let (page, input) = Signal<[Int], PageError>.pipe()
            list.request(SignalProducer(page))
            #expect(list.state.value == .requesting)
            input.send(value: [2, 3])
            input.sendCompleted()
            #expect(list.state.value == .none)
            #expect(list.items.elements == [1, 2, 3])
        }

        @Test("a refresh replaces the items")
        func refresh() {
            let list = RequestList<Int>(items: [1, 2])
            list.request(SignalProducer<[Int], PageError>(value: [3]), replacing: true)
            #expect(list.items.elements == [3])
        }

        @Test("a refresh that returns the same rows changes nothing on screen")
        func sameRows() {
            let rows = [Row(id: 1, text: "a"), Row(id: 2, text: "b")]
            let list = RequestList<Row>(items: rows)
            let changes = ChangeRecorder<Row>()
            list.items.signal.observe(changes.observer)
            list.request(SignalProducer<[Row], PageError>(value: rows), replacing: true)
            #expect(changes.changes.isEmpty)
        }

        @Test("a refresh of identifiable rows updates and moves rows instead of reloading them")
        func identityRefresh() {
            let list = RequestList<Row>(items: [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
            let changes = ChangeRecorder<Row>()
            list.items.signal.observe(changes.observer)
            let page = [Row(id: 3, text: "c"), Row(id: 1, text: "A"), Row(id: 2, text: "b")]
            list.request(SignalProducer<[Row], PageError>(value: page), replacing: true)
            #expect(changes.changeSets == [ChangeSet(oldCount: 3, newCount: 3, updates: [0], moves: [.init(from: 2, to: 0)])])
        }

        @Test("a failure sets the error state with the error's message and keeps the items")
        func failure() {
            let list = RequestList<Int>(items: [1], errorMessage: { "failed: \($0)" })
            list.request(SignalProducer<[Int], PageError>(error: PageError()))
            #expect(list.state.value == .error(message: "failed: the server could not be reached"))
            #expect(list.state.value.isError)
            #expect(list.items.elements == [1])
        }

        @Test("a newer request wins: the one it replaced changes neither the state nor the items")
        func latestWins() {
            let list = RequestList<Int>()
            let (first, firstInput) = Signal<[Int], PageError>.pipe()
            let (second, secondInput) = Signal<[Int], PageError>.pipe()
            list.request(SignalProducer(first))
            list.request(SignalProducer(second))
            firstInput.send(value: [1])
            firstInput.send(error: PageError())
            #expect(list.state.value == .requesting)
            #expect(list.items.isEmpty)
            secondInput.send(value: [2])
            secondInput.sendCompleted()
            #expect(list.state.value == .none)
            #expect(list.items.elements == [2])
        }

        @Test("disposing a request interrupts it and sets the state back to none")
        func cancel() {
            let list = RequestList<Int>()
            let request = list.request(SignalProducer<[Int], PageError>.never)
            request.dispose()
            #expect(list.state.value == .none)
            #expect(!list.noDataHidden.value)
        }
    }

    @Suite("lifetime")
    struct Lifetime {
        @Test("a list is released while a request runs, and the request is interrupted")
        func releasedDuringRequest() {
            let interrupted = Recorder<Bool>()
            var list: RequestList<Int>? = RequestList<Int>()
            weak let weakList = list
            list!.request(SignalProducer<[Int], PageError>.never.on(interrupted: { interrupted.append(true) }))
            list = nil
            #expect(weakList == nil)
            #expect(interrupted.values == [true])
        }
    }
}
