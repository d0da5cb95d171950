/// Pixabay's kinds of image (`image_type`).
enum ImageType: String, Sendable, CaseIterable {
    /// A photograph (the demo's landscapes; every file of a user's library).
    case photo
    /// A drawn or rendered picture (the demo's fractals and bubbles).
    case illustration
    /// A flat graphic (the demo's patterns).
    case vector
}
