import Testing

/// The image view's tests, grouped by behaviour in nested suites (one file each).
@Suite("An image view")
struct ImageViewTests {}
