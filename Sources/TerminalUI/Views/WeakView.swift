/// A weak reference to a view, for remembering one (such as the view to focus again) without
/// keeping it alive. Main actor only.
@MainActor
struct WeakView {
    /// The view, until it is deallocated.
    weak var view: View?

    init(_ view: View) {
        self.view = view
    }
}
