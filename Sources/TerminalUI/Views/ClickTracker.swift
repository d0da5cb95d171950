/// Tells a click — the left button pressed over a target and released over it — from a press
/// released elsewhere (the user changed their mind), as buttons and other click targets need.
/// A view keeps one and feeds it the mouse events it handles; the window sends it the release
/// after a press it handled, wherever the pointer is. A value type; main actor in practice.
struct ClickTracker {
    private var isDown = false

    /// Takes `event`, with whether its location lies over the target; returns whether it
    /// completes a click.
    mutating func completesClick(_ event: MouseEvent, isOverTarget: Bool) -> Bool {
        switch event.kind {
        case .press:
            isDown = event.button == .left && isOverTarget
            return false
        case .release:
            defer { isDown = false }
            return isDown && event.button == .left && isOverTarget
        case .drag, .move, .wheel:
            return false
        }
    }
}
