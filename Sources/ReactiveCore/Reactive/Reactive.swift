/// A type that hosts reactive extensions under `reactive`, so that they do not collide with
/// the type's own members: `object.reactive.lifetime`, `button.reactive.title <~ …`.
///
/// Conforming does not make a type reactive by itself; it only opens the `reactive` namespace
/// for extensions written as `extension Reactive where Base: MyType { … }`.
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
    /// A proxy that hosts reactive extensions for this value.
    public var reactive: Reactive<Self> {
        Reactive(self)
    }

    /// A proxy that hosts static reactive extensions for this type.
    public static var reactive: Reactive<Self>.Type {
        Reactive<Self>.self
    }
}

/// The namespace of reactive extensions for `Base`; see `ReactiveExtensionsProvider`.
public struct Reactive<Base> {
    /// The value the extensions act on.
    public let base: Base

    /// A proxy for `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive: Sendable where Base: Sendable {}
