/// Something that values can be bound to with `<~`.
public protocol BindingTargetProvider {
    /// The type of values accepted.
    associatedtype Value

    /// The target that receives the bound values.
    var bindingTarget: BindingTarget<Value> { get }
}

/// The receiving end of bindings: an action that consumes values, and the lifetime after which
/// bindings to it end.
///
/// Threading: `action` is called on the thread the source sends on, one value at a time per
/// binding.
public struct BindingTarget<Value>: BindingTargetProvider, Sendable {
    /// How long bindings to this target last; they end when it ends.
    public let lifetime: Lifetime

    /// Consumes a bound value.
    public let action: @Sendable (Value) -> Void

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> { self }

    /// A target that calls `action` with every bound value until `lifetime` ends.
    public init(lifetime: Lifetime, action: @escaping @Sendable (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
    }
}
