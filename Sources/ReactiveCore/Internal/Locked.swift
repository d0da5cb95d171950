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
/// Copies share one lock and one value (the storage is a single heap object holding both).
///
/// Safety of `@unchecked Sendable`: the value is read and written only inside `withLock`, while
/// the mutex is held; the mutex sits in the storage object's tail allocation, whose address
/// never changes. `Value: Sendable`, so what leaves the lock may cross threads. (The storage
/// is a `ManagedBuffer`, which is never `Sendable` by itself; hence the conformance here.)
///
/// Visibility: `package`, so that every target of this package (ReactiveBindings, TerminalUI, the
/// apps and their tests) guards shared state with the same sanitizer-visible lock.
@usableFromInline
package struct Locked<Value: Sendable>: @unchecked Sendable {
    private let storage: LockedStorage<Value>

    /// A lock guarding `value`.
    @usableFromInline
    package init(_ value: Value) {
        storage = LockedStorage.create(value)
    }

    /// The lock and value of `storage`, shared with its other holders.
    init(sharing storage: LockedStorage<Value>) {
        self.storage = storage
    }

    /// Runs `body` with exclusive access to the value. Do not call back into the same lock
    /// from `body`.
    @usableFromInline
    package func withLock<Result, E: Swift.Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        try storage.withLock(body)
    }
}

/// The value and the mutex of a `Locked`, in one allocation: a reference type, for holders that
/// create it lazily. Not `Sendable` (it is a `ManagedBuffer`), so a holder that shares it across
/// threads says why that is safe: the rules of `Locked`.
final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    /// A lock guarding `value`.
    static func create(_ value: Value) -> LockedStorage {
        let buffer = create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        return unsafeDowncast(buffer, to: LockedStorage.self)
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }

    /// Runs `body` with exclusive access to the value. Do not call back into the same lock
    /// from `body`.
    func withLock<Result, E: Swift.Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        try withUnsafeMutablePointers { value, mutex throws(E) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}
