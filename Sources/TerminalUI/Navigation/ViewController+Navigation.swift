extension ViewController {
    /// The nearest navigation controller this controller is shown in (itself excluded), as in
    /// UIKit: a screen pushes the next one with `navigationController?.push(next)`.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? NavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }
}
