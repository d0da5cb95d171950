/// An object whose lifetime reactive code can observe as `object.reactive.lifetime` — the
/// ReactiveCocoa "will deallocate" signal, without the Objective-C runtime.
///
/// Adopt it by storing a token:
///
/// ```swift
/// final class SearchViewModel: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
///     let lifetimeToken = Lifetime.Token()
/// }
/// ```
///
/// The token is released together with the object's other stored properties, right after
/// its `deinit` body has run, and that ends the lifetime. Swift offers no portable way to be
/// told that an arbitrary object was deallocated (Objective-C associated objects do not exist
/// on Linux, and a registry of weak references could only notice a release by polling), so the
/// object takes part by owning the token — exactly as `MutableProperty` and `Action` own theirs.
public protocol ReactiveLifetimeProviding: AnyObject {
    /// The token that ends the object's lifetime when the object releases it. Store it as a
    /// constant and never hand it out.
    var lifetimeToken: Lifetime.Token { get }
}

extension Reactive where Base: ReactiveLifetimeProviding {
    /// The lifetime of the object: it ends when the object deinitialises. Use it to tie work
    /// to the object, e.g. `producer.take(during: object.reactive.lifetime)` or bindings.
    public var lifetime: Lifetime {
        Lifetime(base.lifetimeToken)
    }
}
