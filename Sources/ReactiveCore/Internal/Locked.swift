#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a mutex, with the same `withLock` shape as `Synchronization.Mutex`.
///
/// Why not `Mutex`: on Linux its lock and unlock live in the prebuilt Synchronization library,
/// whose atomics the thread sanitizer cannot see, so every contended `Mutex` is reported as a
/// data race. A `pthread_mutex_t` is intercepted by the sanitizer, which keeps
/// `swift test --sanitize=thread` meaningful. The hot paths of ReactiveCore use atomics
/// instead of locks, so the extra call costs nothing where it matters.
///
/// Safety of `@unchecked Sendable`: `value` is read and written only inside `withLock`, while
/// the mutex is held, and the mutex itself lives at a fixed heap address for the lifetime of the
/// object. `Value: Sendable`, so what leaves the lock may cross threads.
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Do not call back into the same lock
    /// from `body`.
    @usableFromInline
    func withLock<Result, E: Swift.Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
