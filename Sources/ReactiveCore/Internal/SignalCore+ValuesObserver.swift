extension SignalCore {
    /// The closure a producer run was started with by `startWithValues`. The run's core holds it
    /// in a field of its own rather than as an attachment, with no `Observer` object around it
    /// and no subscription, which saves an allocation and a retain on every such start; terminating
    /// events do not reach it.
    ///
    /// A struct rather than the bare closure so that moving it in and out of the core's field
    /// keeps the closure as it is stored: a bare generic closure moved into a specialised local
    /// and back would be wrapped in a new reabstraction thunk each time.
    @usableFromInline
    struct ValuesObserver {
        @usableFromInline let action: @Sendable (Value) -> Void

        @inlinable
        init(_ action: @escaping @Sendable (Value) -> Void) {
            self.action = action
        }

        /// Hands the value of `event`, if it carries one, to the closure.
        @inlinable @inline(__always)
        func send(_ event: Event) {
            if case let .value(value) = event { action(value) }
        }
    }
}
