/// A step of a view controller's view coming onto or leaving the screen. Containers (the
/// window, navigation controllers, modal presentation) perform them in this order: the leaving
/// controller's `willDisappear`, the arriving one's `willAppear`, `didDisappear`, `didAppear`.
/// Values only.
public enum AppearanceTransition: Hashable, Sendable {
    /// The view is about to appear (`viewWillAppear()`).
    case willAppear
    /// The view appeared (`viewDidAppear()`).
    case didAppear
    /// The view is about to leave the screen (`viewWillDisappear()`).
    case willDisappear
    /// The view left the screen (`viewDidDisappear()`).
    case didDisappear
}
