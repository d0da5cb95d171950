extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    /// The wrapped target; for nil, a target whose lifetime has already ended, so that
    /// `optionalTarget <~ source` binds nothing (and does not start a producer source).
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        self?.bindingTarget ?? BindingTarget(lifetime: .empty) { _ in }
    }
}
