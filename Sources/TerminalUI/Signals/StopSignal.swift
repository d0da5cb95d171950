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
/// The rest of the job gets the signal with `kill(0, …)` while this process ignores it; this
/// process then stops itself with the signal directed at the calling thread, with the default
/// action and the signal unblocked there — so the stop happens before the call returns. A
/// process-directed SIGTSTP of its own could be taken by another thread, after the handling
/// was put back: the process then carried on (and suspended a second time) while the shell
/// already had the terminal again. A copy still pending after the continue is discarded, then
/// the handling and the thread's signal mask are put back. No dispatch source may read SIGTSTP
/// from a `signalfd` (`SuspendRequestSignal` catches it with a handler).
/// Where no shell could continue the process (its process group is orphaned: started by
/// something without job control), the system discards the signal and the process carries on.
/// Main actor only.
struct StopSignal: ProcessStopping {
    func stopUntilContinued() {
        var stopOnly = sigset_t()
        sigemptyset(&stopOnly)
        sigaddset(&stopOnly, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &stopOnly, &previousMask)
        var previousAction = sigaction()
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.plainHandler = SIG_IGN
        sigaction(SIGTSTP, &action, &previousAction)
        kill(0, SIGTSTP)

        action.plainHandler = SIG_DFL
        sigaction(SIGTSTP, &action, nil)
        pthread_sigmask(SIG_UNBLOCK, &stopOnly, nil)
        pthread_kill(pthread_self(), SIGTSTP)

        pthread_sigmask(SIG_BLOCK, &stopOnly, nil)
        var noWait = timespec(tv_sec: 0, tv_nsec: 0)
        while sigtimedwait(&stopOnly, nil, &noWait) == SIGTSTP {}
        sigaction(SIGTSTP, &previousAction, nil)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}
