/// A mouse button, or one notch of a wheel, as terminals report them (xterm's numbering:
/// buttons 1–3, the wheel as buttons 4–7, then 8–11). Values only.
public enum MouseButton: Hashable, Sendable {
    /// The primary button (button 1).
    case left
    /// The wheel pressed, or the middle button (button 2).
    case middle
    /// The secondary button (button 3).
    case right
    /// The wheel turned away from the user: one notch (button 4).
    case wheelUp
    /// The wheel turned towards the user: one notch (button 5).
    case wheelDown
    /// The wheel tilted left, or a horizontal wheel (button 6).
    case wheelLeft
    /// The wheel tilted right, or a horizontal wheel (button 7).
    case wheelRight
    /// Buttons 8–11 by their number (on many mice 8 is "back" and 9 "forward").
    case extra(Int)
}
