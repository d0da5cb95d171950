import ReactiveCore

extension BindingSource {
    /// Binds this source to `target` — SwiftBond's spelling of `target <~ source`: the target
    /// receives every value of the source.
    ///
    /// The binding ends when the source terminates (a property's producer completes when the
    /// property deinitialises), when the target's lifetime ends, or when the returned
    /// disposable is disposed. Neither side keeps the other alive beyond that. If the target's
    /// lifetime had already ended, the source is not started and the disposable returned is
    /// disposed already. Optional, as the result of `<~` is, and never nil.
    @discardableResult
    public func bind<Target: BindingTargetProvider>(to target: Target) -> Disposable? where Target.Value == Value {
        target <~ self
    }
}
