/// Something that values can be bound to with `<~`.
public protocol BindingTargetProvider<Value> {
    /// The type of values accepted.
    associatedtype Value: Sendable

    /// The target that receives the bound values.
    var bindingTarget: BindingTarget<Value> { get }
}

/// The receiving end of bindings: an action that consumes values, and the lifetime after which
/// bindings to it end.
///
/// Threading: `action` runs on the scheduler given to the initialiser — by default at once, on
/// the thread the source sends on, one value at a time per binding.
public struct BindingTarget<Value: Sendable>: BindingTargetProvider, Sendable {
    /// How long bindings to this target last; they end when it ends.
    public let lifetime: Lifetime

    /// Consumes a bound value.
    public let action: @Sendable (Value) -> Void

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> { self }

    /// A target that calls `action` on `scheduler` with every bound value until `lifetime`
    /// ends. With the default `ImmediateScheduler` the action runs at once, on the sending
    /// thread; with another scheduler each value is scheduled, and a value still queued when
    /// `lifetime` ends is dropped.
    public init(
        on scheduler: Scheduler = ImmediateScheduler(),
        lifetime: Lifetime,
        action: @escaping @Sendable (Value) -> Void
    ) {
        self.lifetime = lifetime
        if scheduler is ImmediateScheduler {
            self.action = action
        } else {
            self.action = { value in
                scheduler.schedule {
                    if !lifetime.hasEnded { action(value) }
                }
            }
        }
    }

    /// A target that sets `object`'s property at `keyPath` to every bound value, on `scheduler`,
    /// until `lifetime` ends. The target holds `object` weakly: once it is gone, values are
    /// dropped.
    public init<Object: AnyObject & Sendable>(
        on scheduler: Scheduler = ImmediateScheduler(),
        lifetime: Lifetime,
        object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable
    ) {
        self.init(on: scheduler, lifetime: lifetime) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}
