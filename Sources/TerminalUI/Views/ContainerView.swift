/// A view that lays every subview out over its whole bounds; container controllers put their
/// children's views in one. Main actor only.
@MainActor
open class ContainerView: View {
    /// Makes each subview cover the container.
    open override func layoutSubviews() {
        for subview in subviews { subview.frame = bounds }
    }
}
