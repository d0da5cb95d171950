import ReactiveCore

extension MutableObservableArray: BindingTargetProvider {
    /// A target that replaces all elements by every bound array (without diffing; see
    /// ``MutableObservableArray/diffingBindingTarget`` for `Equatable` elements). Bindings end
    /// when the array deinitialises, and do not keep it alive.
    public var bindingTarget: BindingTarget<[Element]> {
        BindingTarget(lifetime: lifetime) { [weak self] elements in self?.replace(with: elements) }
    }
}

extension MutableObservableArray where Element: Equatable {
    /// A target that replaces the elements by every bound array with a diff (see
    /// ``MutableObservableArray/replace(with:performDiff:)-3aoj9``), so that rows that stayed are
    /// untouched. Bindings end when the array deinitialises, and do not keep it alive.
    public var diffingBindingTarget: BindingTarget<[Element]> {
        BindingTarget(lifetime: lifetime) { [weak self] elements in self?.replace(with: elements, performDiff: true) }
    }
}
