import ReactiveCore

/// The view-model state of a list filled by requests — the request-list pattern of the
/// SwiftBond seed — generic over the item type.
///
/// ``items`` holds what the list shows; ``state`` tells whether a request is running or
/// failed. From the two derive the visibility of the three views that stand in for an empty
/// list. Each is visible only in its own state and only while there are no visible items, so
/// stale items stay on screen while a refresh runs or after it failed:
///
/// | ``state``       | ``items``  | ``hasVisibleItems`` | ``indicatorHidden`` | ``retryHidden`` | ``noDataHidden`` |
/// |-----------------|------------|---------------------|---------------------|-----------------|------------------|
/// | `.none`         | empty      | false               | true                | true            | **false**        |
/// | `.requesting`   | empty      | false               | **false**           | true            | true             |
/// | `.error`        | empty      | false               | true                | **false**       | true             |
/// | `.none`         | non-empty  | true                | true                | true            | true             |
/// | `.requesting`   | non-empty  | true                | true                | true            | true             |
/// | `.error`        | non-empty  | true                | true                | true            | true             |
///
/// ```swift
/// let contacts = RequestList<Contact>()
/// indicatorView.reactive.isHidden <~ contacts.indicatorHidden
/// contacts.request(api.contacts(page: 1), replacing: true)
/// ```
///
/// Where the request must be a producer — the work of a refresh or load-more `Action` —
/// ``load(_:replacing:)-4mgyi`` makes it one, so that the action executes exactly while the list
/// requests.
///
/// Threading: thread-safe. State and emptiness are kept as one value that changes
/// atomically, and every derived property is computed from it and sends only real changes
/// (repeats are skipped). Start requests from one thread (the view model's) if their order
/// matters: the latest `request` wins.
///
/// Lifetime: the derived properties, ``items`` and a running request's callbacks do not keep
/// the list alive; when it deinitialises the running request is interrupted. A request's page
/// that arrives on another thread at the very moment a newer request starts may still be
/// applied to ``items``; its state change never is.
public final class RequestList<Item: Sendable>: Sendable {
    /// The state and emptiness every derived property is computed from, changed as one value.
    private struct Snapshot: Sendable {
        var state: RequestState
        var hasVisibleItems: Bool
        /// Counts the requests started, so that only the latest one changes the state.
        var generation = 0
    }

    /// The items the list shows. Mutate it freely; requests append to it or replace it.
    public let items: MutableObservableArray<Item>

    /// Whether a request is running or failed.
    public let state: Property<RequestState>

    /// True while ``items`` is not empty.
    public let hasVisibleItems: Property<Bool>

    /// False only while a request runs and there are no items.
    public let indicatorHidden: Property<Bool>

    /// False only after a request failed and there are no items.
    public let retryHidden: Property<Bool>

    /// False only when no request runs, none failed, and there are no items.
    public let noDataHidden: Property<Bool>

    private let snapshot: MutableProperty<Snapshot>
    private let currentRequest = SerialDisposable()
    private let errorMessage: @Sendable (any Error) -> String

    /// A list showing `items`, in state `.none`. `errorMessage` makes the message of the
    /// `.error` state from a failed request's error; the default uses `String(describing:)`.
    public init(
        items: [Item] = [],
        errorMessage: @escaping @Sendable (any Error) -> String = { String(describing: $0) }
    ) {
        let items = MutableObservableArray(items)
        let snapshot = MutableProperty(Snapshot(state: .none, hasVisibleItems: !items.isEmpty))
        self.items = items
        self.snapshot = snapshot
        self.errorMessage = errorMessage
        state = snapshot.map(\.state).skipRepeats()
        hasVisibleItems = snapshot.map(\.hasVisibleItems).skipRepeats()
        indicatorHidden = snapshot.map { !($0.state == .requesting && !$0.hasVisibleItems) }.skipRepeats()
        retryHidden = snapshot.map { !($0.state.isError && !$0.hasVisibleItems) }.skipRepeats()
        noDataHidden = snapshot.map { !($0.state == .none && !$0.hasVisibleItems) }.skipRepeats()
        // The array's changes are delivered in order, so the emptiness follows the elements.
        items.signal.observeValues { change in
            snapshot.modify { $0.hasVisibleItems = !change.elements.isEmpty }
        }
    }

    deinit {
        currentRequest.dispose()
    }

    /// Runs `page`, a request for a page of items: sets ``state`` to `.requesting`, then puts
    /// every page it sends into ``items`` — appended, or replacing them all when `replacing`
    /// (a refresh) — and finally sets `.none` when it completes or `.error` when it fails.
    /// For `Equatable` and `Identifiable` items an overload replaces with a diff instead, so
    /// that a refresh returning the same rows changes nothing on screen.
    ///
    /// A request still running is interrupted first: the latest request wins, and the one it
    /// replaced changes neither the state nor the items any more. Disposing the returned
    /// disposable interrupts this request, which sets `.none` if it is still the latest.
    ///
    /// Starting ``load(_:replacing:)-4mgyi`` does the same and hands back the page's events.
    @discardableResult
    public func request<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> Disposable {
        load(page, replacing: replacing).start()
    }

    /// A request as a producer, for work that must be a producer — the work of an `Action`,
    /// so that the action executes exactly as long as the list's request runs. Nothing happens
    /// until the producer is started; each start runs `page` through the list as
    /// ``request(_:replacing:)-76nmg`` does (the latest started request wins) and forwards the page's
    /// events: each value once it is in ``items``, the failure once ``state`` is `.error`,
    /// the completion once it is `.none`. A run replaced by a newer request ends with
    /// `interrupted` and forwards no more values. Disposing a run interrupts its request,
    /// which sets `.none` if it is still the latest.
    ///
    /// Lifetime: the producer does not keep the list alive; a run started after the list
    /// deinitialised is interrupted at once, and a running one is interrupted when it
    /// deinitialises.
    public func load<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> SignalProducer<[Item], E> {
        load(page, replacing: replacing) { $0.replace(with: $1) }
    }

    /// A request as a producer, like `load(_:replacing:)`, but a refresh replaces the items with
    /// a diff by identity — `key` identifies an item, `isUpdated` (old item, new item) says
    /// whether a kept one changed — so that rows kept by a refresh stay as they are, with the
    /// selection on them. For items that cannot be `Identifiable` themselves, such as
    /// existentials of a protocol.
    public func load<E: Swift.Error, Key: Hashable & SendableMetatype>(
        _ page: SignalProducer<[Item], E>,
        replacing: Bool = false,
        identifiedBy key: @escaping @Sendable (Item) -> Key,
        isUpdated: @escaping @Sendable (Item, Item) -> Bool
    ) -> SignalProducer<[Item], E> {
        load(page, replacing: replacing) { $0.replace(with: $1, identifiedBy: key, isUpdated: isUpdated) }
    }

    /// `load(_:replacing:)`, replacing the items with `replaceItems` on a refresh.
    func load<E: Swift.Error>(
        _ page: SignalProducer<[Item], E>,
        replacing: Bool,
        replaceItems: @escaping @Sendable (MutableObservableArray<Item>, [Item]) -> Void
    ) -> SignalProducer<[Item], E> {
        SignalProducer { [weak self] observer, lifetime in
            guard let self else {
                observer.sendInterrupted()
                return
            }
            let generation = snapshot.modify { snapshot in
                snapshot.generation += 1
                snapshot.state = .requesting
                return snapshot.generation
            }
            let run = SerialDisposable()
            // Interrupts the request this one replaces.
            currentRequest.inner = run
            lifetime += run
            let items = items
            let errorMessage = errorMessage
            run.inner = page.start { [weak self] event in
                switch event {
                case let .value(pageItems):
                    guard let self, snapshot.value.generation == generation else { return }
                    if replacing { replaceItems(items, pageItems) } else { items.append(contentsOf: pageItems) }
                case let .failed(error):
                    self?.setState(.error(message: errorMessage(error)), ifLatest: generation)
                case .completed, .interrupted:
                    self?.setState(.none, ifLatest: generation)
                }
                observer.send(event)
            }
        }
    }

    /// Sets `state` unless a request newer than `generation` has started.
    private func setState(_ state: RequestState, ifLatest generation: Int) {
        snapshot.modify { snapshot in
            if snapshot.generation == generation { snapshot.state = state }
        }
    }
}

extension RequestList where Item: Equatable {
    /// Runs `page` like the general `request(_:replacing:)`, but a refresh replaces the items
    /// with a minimal diff (``MutableObservableArray/replace(with:performDiff:)-3aoj9``).
    @discardableResult
    public func request<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> Disposable {
        load(page, replacing: replacing).start()
    }

    /// A request as a producer, like the general `load(_:replacing:)`, but a refresh replaces
    /// the items with a minimal diff.
    public func load<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> SignalProducer<[Item], E> {
        load(page, replacing: replacing) { $0.replace(with: $1, performDiff: true) }
    }
}

// Overloads are chosen at compile time: inside the `Equatable` extension the replacement always
// diffs by equality, so identifiable items need an overload of their own to diff by identity.
extension RequestList where Item: Identifiable & Equatable {
    /// Runs `page` like the general `request(_:replacing:)`, but a refresh replaces the items
    /// with a diff by identity, so kept rows are updated or moved rather than reloaded.
    @discardableResult
    public func request<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> Disposable {
        load(page, replacing: replacing).start()
    }

    /// A request as a producer, like the general `load(_:replacing:)`, but a refresh replaces
    /// the items with a diff by identity.
    public func load<E: Swift.Error>(_ page: SignalProducer<[Item], E>, replacing: Bool = false) -> SignalProducer<[Item], E> {
        load(page, replacing: replacing) { $0.replace(with: $1, performDiff: true) }
    }
}
