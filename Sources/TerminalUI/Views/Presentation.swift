/// A controller presented modally on a window: who presented it and which view held the focus
/// before, to give it back on dismissal. Main actor only (it holds views).
@MainActor
struct Presentation {
    /// The modal controller; the window keeps it alive while presented.
    let presented: ViewController
    /// The controller that asked for the presentation.
    weak var presenting: ViewController?
    /// The view that held the focus when the modal appeared.
    weak var focusToRestore: View?
}
