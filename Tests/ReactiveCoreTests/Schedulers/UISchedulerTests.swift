import Dispatch
import ReactiveCore
import Testing

/// The main queue is drained by the test runner (on Linux by a thread that is not the process's
/// main thread), and `@MainActor` tests run on it; so these tests use the main actor to be on
/// the main queue and background queues to be off it.
@Suite("UIScheduler")
struct UISchedulerTests {
    @Test("on the main queue with nothing queued, runs the action at once and returns nil")
    @MainActor
    func runsSynchronouslyOnMainQueue() {
        let ran = SchedulerLog<String>()
        let disposable = UIScheduler().schedule { ran.append("action") }
        ran.append("returned")
        #expect(ran.all == ["action", "returned"])
        #expect(disposable == nil)
    }

    @Test("off the main queue, runs the action later on the main queue")
    func runsOnMainQueueFromBackground() async {
        let scheduler = UIScheduler()
        let onMain = SchedulerLog<Bool>()
        let done = SchedulerExpectation()
        let disposable = DispatchQueue.global().sync {
            scheduler.schedule {
                onMain.append(MainQueueProbe.isOnMainQueue)
                done.fulfill()
            }
        }
        #expect(disposable != nil)
        #expect(await done.wait())
        #expect(onMain.all == [true])
    }

    @Test("a queued action runs isolated to the main actor")
    func queuedActionIsMainActorIsolated() async {
        let scheduler = UIScheduler()
        let isolatedRuns = SchedulerLog<Int>()
        let done = SchedulerExpectation()
        DispatchQueue.global().sync {
            _ = scheduler.schedule {
                MainActor.assumeIsolated { isolatedRuns.append(1) }
                done.fulfill()
            }
        }
        #expect(await done.wait())
        #expect(isolatedRuns.all == [1])
    }

    @Test("an action scheduled while another is queued is queued behind it, even on the main queue")
    @MainActor
    func fifoBehindQueuedAction() async {
        let scheduler = UIScheduler()
        let ran = SchedulerLog<String>()
        let done = SchedulerExpectation(expectedCount: 2)
        DispatchQueue.global().sync {
            _ = scheduler.schedule {
                ran.append("from background")
                done.fulfill()
            }
        }
        let disposable = scheduler.schedule {
            ran.append("from main")
            done.fulfill()
        }
        #expect(disposable != nil)
        #expect(ran.all.isEmpty)
        #expect(await done.wait())
        #expect(ran.all == ["from background", "from main"])
    }

    @Test("an action scheduled from a running action runs after it")
    @MainActor
    func nestedActionRunsAfter() async {
        let scheduler = UIScheduler()
        let ran = SchedulerLog<String>()
        let done = SchedulerExpectation()
        scheduler.schedule {
            ran.append("outer start")
            scheduler.schedule {
                ran.append("inner")
                done.fulfill()
            }
            ran.append("outer end")
        }
        #expect(await done.wait())
        #expect(ran.all == ["outer start", "outer end", "inner"])
    }

    @Test("disposing a queued action cancels it")
    @MainActor
    func disposeCancels() async {
        let scheduler = UIScheduler()
        let ran = SchedulerLog<String>()
        let done = SchedulerExpectation()
        let cancelled = DispatchQueue.global().sync {
            scheduler.schedule { ran.append("cancelled") }
        }
        cancelled?.dispose()
        scheduler.schedule {
            ran.append("marker")
            done.fulfill()
        }
        #expect(await done.wait())
        #expect(ran.all == ["marker"])
    }

    @Test("after the queue has drained, the main queue runs actions at once again")
    @MainActor
    func synchronousAgainAfterDrain() async {
        let scheduler = UIScheduler()
        let done = SchedulerExpectation()
        DispatchQueue.global().sync {
            _ = scheduler.schedule { done.fulfill() }
        }
        #expect(await done.wait())
        let ran = SchedulerLog<String>()
        scheduler.schedule { ran.append("action") }
        #expect(ran.all == ["action"])
    }

    @Test("actions scheduled from a background queue run in order")
    func backgroundOrder() async {
        let scheduler = UIScheduler()
        let ran = SchedulerLog<Int>()
        let done = SchedulerExpectation(expectedCount: 50)
        DispatchQueue.global().sync {
            for index in 0..<50 {
                scheduler.schedule {
                    ran.append(index)
                    done.fulfill()
                }
            }
        }
        #expect(await done.wait())
        #expect(ran.all == Array(0..<50))
    }
}
