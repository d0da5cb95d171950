extension Image {
    /// The image resampled to exactly `size`, aspect ratio not preserved: area averaging along
    /// axes that shrink, bilinear interpolation along axes that grow.
    ///
    /// Pure function of its inputs; safe to call from any thread.
    /// - Precondition: both dimensions of `size` are at least 1.
    public func resized(to size: ImageSize) -> Image {
        precondition(size.width > 0 && size.height > 0, "Cannot resize to \(size)")
        return Resampler.resize(self, to: size)
    }

    /// The image shrunk to fit inside `bounds`, keeping its aspect ratio; an image that already
    /// fits is returned unchanged (never enlarged).
    ///
    /// Pure function of its inputs; safe to call from any thread.
    public func resized(toFit bounds: ImageSize) -> Image {
        resized(to: size.fitting(within: bounds))
    }
}
