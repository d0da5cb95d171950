#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
@testable import TerminalUI

/// tmux's passthrough answer asked off the main thread (issue 24), against commands standing in
/// for `tmux show-options -Apv allow-passthrough`.
@Suite("tmux passthrough question")
struct TmuxPassthroughQuestionTests {
    /// The answer `question` hands to `whenAnswered`; nil when none comes in time.
    static func answer(of question: TmuxPassthroughQuestion) async -> Bool? {
        await firstCallback { resume in question.whenAnswered { resume($0) } }
    }

    @Test("returns before tmux answers and hands the answer over on the main queue when it comes")
    func answersLater() async {
        let question = TmuxPassthroughQuestion(command: ["/bin/sh", "-c", "sleep 0.3; echo on"])
        #expect(question.answer == nil, "the answer is not known before the child has answered")
        let answer = await firstCallback { resume in
            question.whenAnswered { allowed in resume((allowed, MainQueue.isCurrent)) }
        }
        #expect(answer?.0 == true && answer?.1 == true, "on, delivered on the main queue")
        #expect(question.answer == true)
        #expect(await Self.answer(of: question) == true, "a handler added after the answer hears it too")
    }

    @Test(
        "reads tmux's value: on and all allow passthrough; off, a failing or missing tmux do not",
        arguments: [
            (["/bin/sh", "-c", "echo all"], true),
            (["/bin/sh", "-c", "echo off"], false),
            (["/bin/sh", "-c", "echo on; exit 1"], false),
            (["/nonexistent/tmux", "show-options"], false),
        ])
    func answers(command: [String], allowed: Bool) async {
        // The product's limit: with 200 ms, a shell started while the other cases start theirs
        // sometimes answered too late on a busy machine, and "all" read as no.
        let question = TmuxPassthroughQuestion(command: command)
        #expect(await Self.answer(of: question) == allowed)
    }

    @Test("the child gets no descriptor the program left open across exec, and no signal blocked or ignored")
    func childInheritsNothing() async throws {
        // A descriptor this process holds without close-on-exec, as a careless library would.
        let inheritable = open("/dev/null", O_RDONLY)
        try #require(inheritable > 2)
        defer { close(inheritable) }
        // Signals 1 to 31: above them are glibc's own (32 and 33), outside what a program sets.
        let check = """
            [ -e /proc/$$/fd/\(inheritable) ] && exit 1
            blocked=$(sed -n 's/^SigBlk:[[:space:]]*//p' /proc/$$/status)
            ignored=$(sed -n 's/^SigIgn:[[:space:]]*//p' /proc/$$/status)
            [ $((0x$blocked & 0x7FFFFFFF)) -eq 0 ] && [ $((0x$ignored & 0x7FFFFFFF)) -eq 0 ] && echo on
            """
        let question = TmuxPassthroughQuestion(command: ["/bin/sh", "-c", check])
        #expect(await Self.answer(of: question) == true, "descriptor \(inheritable), a blocked or an ignored signal reached the child")
    }

    @Test("a tmux that hangs past the limit does not allow passthrough")
    func hangs() async {
        let question = TmuxPassthroughQuestion(command: ["/bin/sh", "-c", "exec sleep 30"], timeoutMilliseconds: 200)
        #expect(await Self.answer(of: question) == false)
    }
}
