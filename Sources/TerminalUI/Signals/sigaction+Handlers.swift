#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The handler fields of `sigaction` under one name on every platform: Glibc and Darwin keep
/// them in unions named differently. Reading or writing them is async-signal-safe.
extension sigaction {
    /// A plain handler function of one argument, `SIG_DFL` or `SIG_IGN`: the handler of an
    /// action without `SA_SIGINFO`.
    var plainHandler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Glibc)
            __sigaction_handler.sa_handler
            #else
            __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if canImport(Glibc)
            __sigaction_handler.sa_handler = newValue
            #else
            __sigaction_u.__sa_handler = newValue
            #endif
        }
    }

    /// The handler of an action with `SA_SIGINFO`, which also gets the signal's details and the
    /// interrupted context.
    var infoHandler: (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)? {
        get {
            #if canImport(Glibc)
            __sigaction_handler.sa_sigaction
            #else
            __sigaction_u.__sa_sigaction
            #endif
        }
        set {
            #if canImport(Glibc)
            __sigaction_handler.sa_sigaction = newValue
            #else
            __sigaction_u.__sa_sigaction = newValue
            #endif
        }
    }

    /// Whether the action ignores its signal (`SIG_IGN`, whose handler is the address 1).
    var ignoresSignal: Bool {
        guard sa_flags & SA_SIGINFO == 0 else { return false }
        return plainHandler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }
}
