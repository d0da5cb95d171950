import ImageCodec
import ReactiveCore

extension Reactive where Base: ImageView {
    /// Sets the image view's image from each bound value (nil shows the placeholder); values are
    /// applied on the main queue, for as long as the view lives.
    public var image: BindingTarget<Image?> {
        makeBindingTarget { imageView, image in imageView.image = image }
    }

    /// Sets the text shown while there is no image ("Loading…", "No image"), on the main queue,
    /// for as long as the view lives.
    public var placeholder: BindingTarget<String> {
        makeBindingTarget { imageView, placeholder in imageView.placeholder = placeholder }
    }
}
