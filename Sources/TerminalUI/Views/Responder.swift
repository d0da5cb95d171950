import ReactiveCore

/// An object in the chain that input travels along: from the focused view (keys, pastes), then
/// its superviews and the view controllers that own them, up to the window — like UIKit's
/// responder chain. The mouse goes through the views under the pointer the same way (see
/// `Window.send(_:)`).
///
/// Main actor only. Subclasses override `handle(_:)`, `handlePaste(_:)` or `handleMouse(_:)`
/// and return `true` when they used the input; otherwise it goes on to the next one.
@MainActor
open class Responder: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
    /// Ends `reactive.lifetime` when the responder goes away.
    public nonisolated let lifetimeToken = Lifetime.Token()

    /// A responder outside any chain.
    public init() {}

    /// The responder that gets the keys this one does not handle.
    open var nextResponder: Responder? { nil }

    /// Handles `event` and returns `true`, or returns `false` to let it bubble up. The default
    /// handles nothing.
    open func handle(_ event: KeyEvent) -> Bool {
        false
    }

    /// Handles pasted text and returns `true`, or returns `false` to let it bubble up. The
    /// default handles nothing.
    open func handlePaste(_ text: String) -> Bool {
        false
    }

    /// Handles a mouse event (its location is in the window's coordinates: see
    /// `View.convertFromWindow(_:)`) and returns `true`, or returns `false` to let it bubble up.
    /// A responder that handles a press also gets the drags and the release that follow,
    /// wherever the pointer goes. The default handles nothing.
    open func handleMouse(_ event: MouseEvent) -> Bool {
        false
    }

    /// Offers `event` to this responder and then up the chain; returns whether one handled it.
    @discardableResult
    public final func dispatch(_ event: KeyEvent) -> Bool {
        firstInChain { $0.handle(event) }
    }

    /// Offers pasted `text` to this responder and then up the chain; returns whether one
    /// handled it.
    @discardableResult
    public final func dispatchPaste(_ text: String) -> Bool {
        firstInChain { $0.handlePaste(text) }
    }

    /// Walks the chain from this responder until `handles` returns `true`.
    private func firstInChain(_ handles: (Responder) -> Bool) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if handles(current) { return true }
            responder = current.nextResponder
        }
        return false
    }
}
