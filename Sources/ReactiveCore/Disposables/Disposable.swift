/// Something that can be cancelled, such as a subscription or the work behind a producer.
///
/// Disposing is idempotent and thread-safe: only the first call has an effect, whichever thread
/// makes it.
public protocol Disposable: AnyObject, Sendable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }

    /// Cancels the work or subscription. Later calls do nothing.
    func dispose()
}
