#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the process with SIGTSTP's default action, as the terminal's Ctrl-Z would outside raw
/// mode: the shell's job control sees a stopped job (`[1]+ Stopped`) and `fg` continues it.
///
/// Like the terminal's Ctrl-Z, the signal goes to the whole process group — the job — not to
/// the process alone: a program started by a wrapper (a script, `swift run`) shares its job
/// with it, and a stop of the program alone left the shell waiting on the wrapper, without a
/// prompt and without a way back.
///
/// The signal's handling is set to the default for the moment of the stop, and the signal is
/// unblocked on the calling thread, to which it is delivered before `kill` returns whatever the
/// dispatch sources did with it; both are put back afterwards.
/// Where no shell could continue the process (its process group is orphaned: started by
/// something without job control), the system discards the signal and the process carries on.
/// Main actor only.
struct StopSignal: ProcessStopping {
    func stopUntilContinued() {
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        var previousAction = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previousAction)
        var stopOnly = sigset_t()
        sigemptyset(&stopOnly)
        sigaddset(&stopOnly, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stopOnly, &previousMask)
        kill(0, SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &previousAction, nil)
    }
}
