import ImageCodec
import ReactiveCore

extension Reactive where Base: ImageView {
    /// Sets the image view's image from each bound value (nil shows the placeholder); values are
    /// applied on the main queue, for as long as the view lives.
    public var image: BindingTarget<Image?> {
        makeBindingTarget { imageView, image in imageView.image = image }
    }
}
