/// What the mouse did: a button pressed or released, the pointer dragged or moved, a wheel
/// turned — where, and with which modifier keys held. Values only.
///
/// Terminals report the mouse by cells, not pixels: `location` is the cell under the pointer in
/// the window's coordinates (zero-based). Views get the event through `Responder.handleMouse(_:)`
/// and turn the location into their own coordinates with `View.convertFromWindow(_:)`.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// `button` went down.
        case press
        /// `button` went up.
        case release
        /// The pointer moved with `button` held (reported only in button-event tracking,
        /// which TerminalUI does not turn on).
        case drag
        /// The pointer moved with no button held (any-event tracking only); `button` is nil.
        case move
        /// A wheel turned (or tilted) one notch; `button` says which way.
        case wheel
    }

    /// What happened.
    public var kind: Kind
    /// The button pressed, released or held, or the wheel's direction; nil for `.move`.
    public var button: MouseButton?
    /// The cell under the pointer, in the window's coordinates.
    public var location: Point
    /// The modifier keys held (terminals keep Shift for their own text selection, so it is rare).
    public var modifiers: KeyModifiers
    /// For a press, how many presses of the same button at the same cell came in quick
    /// succession, this one included: 2 is a double click (see `Application`); 1 otherwise.
    public var clickCount: Int

    /// A `kind` event of `button` at `location`.
    public init(_ kind: Kind, button: MouseButton?, at location: Point, modifiers: KeyModifiers = [], clickCount: Int = 1) {
        self.kind = kind
        self.button = button
        self.location = location
        self.modifiers = modifiers
        self.clickCount = clickCount
    }

    /// The lines a wheel notch asks to scroll: -1 for `.wheelUp`, 1 for `.wheelDown`, 0 for
    /// anything else.
    public var verticalScroll: Int {
        guard kind == .wheel else { return 0 }
        switch button {
        case .wheelUp?: return -1
        case .wheelDown?: return 1
        default: return 0
        }
    }
}
