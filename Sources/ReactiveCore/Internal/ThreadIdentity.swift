#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells threads apart, for code that must recognise work coming back on the thread that is
/// already doing it.
@usableFromInline
enum ThreadIdentity {
    /// An id of the calling thread, never zero while the thread runs.
    @inlinable
    static var current: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }
}
