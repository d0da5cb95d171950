extension BindingTarget {
    /// A target for main-actor code such as UI: `action` runs isolated to the main actor.
    ///
    /// Values go through `UIScheduler`: a value that arrives on the main queue while nothing
    /// of this target is queued is applied at once, synchronously; any other value is queued on
    /// the main queue, in order. The action then runs inside `MainActor.assumeIsolated`, which
    /// checks — it does not merely assume — that the main queue is the main actor's executor,
    /// so there is no unchecked escape from Swift 6's isolation rules. A value still queued when
    /// `lifetime` ends is dropped.
    ///
    /// ```swift
    /// let target = BindingTarget<String>.onMainActor(lifetime: screen.reactive.lifetime) { title in
    ///     screen.title = title
    /// }
    /// target <~ viewModel.title
    /// ```
    public static func onMainActor(
        lifetime: Lifetime,
        _ action: @escaping @MainActor @Sendable (Value) -> Void
    ) -> BindingTarget {
        BindingTarget(on: UIScheduler(), lifetime: lifetime) { value in
            MainActor.assumeIsolated { action(value) }
        }
    }
}

extension Reactive where Base: ReactiveLifetimeProviding & Sendable {
    /// A binding target that applies each value to the object on the main actor, for as long as
    /// the object lives; see `BindingTarget.onMainActor(lifetime:_:)`. The target holds the
    /// object weakly.
    ///
    /// ```swift
    /// extension Reactive where Base == Label {
    ///     var text: BindingTarget<String> { makeBindingTarget { label, text in label.text = text } }
    /// }
    /// label.reactive.text <~ viewModel.title
    /// ```
    public func makeBindingTarget<Value: Sendable>(
        _ action: @escaping @MainActor @Sendable (Base, Value) -> Void
    ) -> BindingTarget<Value> {
        .onMainActor(lifetime: lifetime) { [weak base] value in
            guard let base else { return }
            action(base, value)
        }
    }
}
