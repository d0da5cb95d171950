import ReactiveBindings
import ReactiveCore
import Testing

@Suite("RequestList.load")
struct RequestListLoadTests {
    struct PageError: Error, Equatable, CustomStringConvertible {
        var description: String { "the server could not be reached" }
    }

    typealias Event = Signal<[Int], PageError>.Event

    /// An event of a load as its observer saw it, with the list's items and state at that moment.
    struct Observation: Equatable, Sendable {
        let event: Event
        let items: [Int]
        let state: RequestState
    }

    /// Starts `list.load(page)` and records every event with the list as it was then.
    @discardableResult
    static func startObserving(
        _ list: RequestList<Int>, _ page: SignalProducer<[Int], PageError>, replacing: Bool = false,
        into observations: Recorder<Observation>
    ) -> Disposable {
        list.load(page, replacing: replacing).start { event in
            observations.append(Observation(event: event, items: list.items.elements, state: list.state.value))
        }
    }

    @Suite("running a request")
    struct Running {
        @Test("nothing is requested until the producer is started")
        func lazy() {
            let list = RequestList<Int>()
            let starts = Recorder<Bool>()
            let load = list.load(SignalProducer<[Int], PageError> { _, _ in starts.append(true) })
            #expect(list.state.value == .none)
            #expect(starts.values.isEmpty)
            load.start()
            #expect(list.state.value == .requesting)
            #expect(starts.values == [true])
        }

        @Test("each start is a new request")
        func eachStart() {
            let list = RequestList<Int>()
            let starts = Recorder<Bool>()
            let load = list.load(SignalProducer<[Int], PageError> { observer, _ in
                starts.append(true)
                observer.send(value: [starts.values.count])
                observer.sendCompleted()
            })
            load.start()
            load.start()
            #expect(starts.values.count == 2)
            #expect(list.items.elements == [1, 2])
        }

        @Test("a page is forwarded once it is in the items, and the completion once the state is none")
        func valueThenCompletion() {
            let list = RequestList<Int>(items: [1])
            let (page, input) = Signal<[Int], PageError>.pipe()
            let observations = Recorder<Observation>()
            RequestListLoadTests.startObserving(list, SignalProducer(page), into: observations)
            input.send(value: [2, 3])
            input.sendCompleted()
            #expect(observations.values == [
                Observation(event: .value([2, 3]), items: [1, 2, 3], state: .requesting),
                Observation(event: .completed, items: [1, 2, 3], state: .none),
            ])
        }

        @Test("a refresh through a load replaces the items")
        func replacing() {
            let list = RequestList<Int>(items: [1, 2])
            let observations = Recorder<Observation>()
            RequestListLoadTests.startObserving(list, SignalProducer(value: [3]), replacing: true, into: observations)
            #expect(observations.values.first == Observation(event: .value([3]), items: [3], state: .requesting))
        }

        /// The changes a refresh to `page` makes on a list of `rows`, run by `refresh`.
        static func refreshChanges<Item: Equatable & Sendable>(
            _ rows: [Item], to page: [Item], by refresh: (RequestList<Item>, SignalProducer<[Item], PageError>) -> Void
        ) -> [ChangeSet] {
            let list = RequestList<Item>(items: rows)
            let changes = ChangeRecorder<Item>()
            list.items.signal.observe(changes.observer)
            refresh(list, SignalProducer(value: page))
            return changes.changeSets
        }

        @Test("a refresh through a load diffs as request does: equatable rows by equality, identifiable rows by identity")
        func diffingOverloads() {
            let numbers = Self.refreshChanges([1, 2, 3], to: [3, 1, 2]) { $0.load($1, replacing: true).start() }
            #expect(numbers == Self.refreshChanges([1, 2, 3], to: [3, 1, 2]) { $0.request($1, replacing: true) })
            #expect(numbers != [.reset(oldCount: 3, newCount: 3)])
            let rows = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
            let page = [Row(id: 3, text: "c"), Row(id: 1, text: "A"), Row(id: 2, text: "b")]
            let identified = Self.refreshChanges(rows, to: page) { $0.load($1, replacing: true).start() }
            #expect(identified == Self.refreshChanges(rows, to: page) { $0.request($1, replacing: true) })
            // Only a diff by identity updates a row in place.
            #expect(identified.first?.updates.isEmpty == false)
        }

        @Test("a refresh through a load with a key keeps the rows it brings again, and updates those the rule says changed")
        func keyedRefresh() {
            let rows = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
            let page = [Row(id: 1, text: "a"), Row(id: 2, text: "B"), Row(id: 3, text: "c"), Row(id: 4, text: "d")]
            let changes = Self.refreshChanges(rows, to: page) { list, page in
                list.load(page, replacing: true, identifiedBy: { $0.id }, isUpdated: { $0.text != $1.text }).start()
            }
            #expect(changes == [ChangeSet(oldCount: 3, newCount: 4, inserts: [3], updates: [1])])
        }

        @Test("a failure is forwarded once the state is the error, and the items are kept")
        func failure() {
            let list = RequestList<Int>(items: [1])
            let observations = Recorder<Observation>()
            RequestListLoadTests.startObserving(list, SignalProducer(error: PageError()), into: observations)
            #expect(observations.values == [
                Observation(event: .failed(PageError()), items: [1], state: .error(message: "the server could not be reached")),
            ])
        }
    }

    @Suite("latest wins")
    struct LatestWins {
        @Test("a newer request interrupts a running load, which forwards nothing more")
        func newerRequest() {
            let list = RequestList<Int>()
            let (first, firstInput) = Signal<[Int], PageError>.pipe()
            let observations = Recorder<Observation>()
            RequestListLoadTests.startObserving(list, SignalProducer(first), into: observations)
            list.request(SignalProducer<[Int], PageError>.never)
            firstInput.send(value: [1])
            firstInput.send(error: PageError())
            #expect(observations.values == [Observation(event: .interrupted, items: [], state: .requesting)])
            #expect(list.items.isEmpty)
            #expect(list.state.value == .requesting)
        }

        @Test("a newer load interrupts the page of the older one")
        func newerLoad() {
            let list = RequestList<Int>()
            let interrupted = Recorder<Bool>()
            list.load(SignalProducer<[Int], PageError>.never.on(interrupted: { interrupted.append(true) })).start()
            list.load(SignalProducer<[Int], PageError>(value: [2])).start()
            #expect(interrupted.values == [true])
            #expect(list.items.elements == [2])
            #expect(list.state.value == .none)
        }

        @Test("disposing a run interrupts its page and sets the state back to none")
        func dispose() {
            let list = RequestList<Int>()
            let interrupted = Recorder<Bool>()
            let run = list.load(SignalProducer<[Int], PageError>.never.on(interrupted: { interrupted.append(true) })).start()
            run.dispose()
            #expect(interrupted.values == [true])
            #expect(list.state.value == .none)
            #expect(!list.noDataHidden.value)
        }
    }

    @Suite("as an action's work")
    struct ActionWork {
        @Test("the action executes exactly while the list requests")
        func executesWhileRequesting() {
            let list = RequestList<Int>()
            let (page, input) = Signal<[Int], PageError>.pipe()
            let action = Action<Void, [Int], PageError> { list.load(SignalProducer(page)) }
            action.apply(()).start()
            #expect(action.isExecuting.value)
            #expect(list.state.value == .requesting)
            #expect(!list.indicatorHidden.value)
            input.send(value: [1])
            input.sendCompleted()
            #expect(!action.isExecuting.value)
            #expect(list.state.value == .none)
            #expect(list.items.elements == [1])
        }

        @Test("a failed page reaches the action's errors and the list's error state")
        func failure() {
            let list = RequestList<Int>()
            let action = Action<Void, [Int], PageError> { list.load(SignalProducer(error: PageError())) }
            let errors = Recorder<PageError>()
            action.errors.observeValues { errors.append($0) }
            action.apply(()).start()
            #expect(errors.values == [PageError()])
            #expect(!list.retryHidden.value)
        }

        @Test("a newer request ends the action's execution")
        func replacedByNewerRequest() {
            let list = RequestList<Int>()
            let action = Action<Void, [Int], PageError> { list.load(.never) }
            action.apply(()).start()
            list.request(SignalProducer<[Int], PageError>(value: [1]))
            #expect(!action.isExecuting.value)
            #expect(list.items.elements == [1])
        }
    }

    @Suite("lifetime")
    struct Lifetime {
        @Test("a load does not keep the list alive, and a run started after the list is gone is interrupted")
        func startedAfterRelease() {
            var list: RequestList<Int>? = RequestList<Int>()
            weak let weakList = list
            let load = list!.load(SignalProducer<[Int], PageError>(value: [1]))
            list = nil
            #expect(weakList == nil)
            let events = Recorder<Event>()
            load.start { events.append($0) }
            #expect(events.values == [.interrupted])
        }

        @Test("a running load is interrupted when the list deinitialises")
        func releasedWhileRunning() {
            var list: RequestList<Int>? = RequestList<Int>()
            weak let weakList = list
            let events = Recorder<Event>()
            list!.load(SignalProducer<[Int], PageError>.never).start { events.append($0) }
            list = nil
            #expect(weakList == nil)
            #expect(events.values == [.interrupted])
        }
    }
}
