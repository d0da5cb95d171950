import Dispatch
import Foundation
import ReactiveCore
import Synchronization
import Testing

/// Real-queue tests: they wait for the actions with a timeout instead of sleeping, and only
/// assert lower bounds on wall-clock times.
@Suite("QueueScheduler")
struct QueueSchedulerTests {
    /// A scheduler whose queue carries a specific key, so actions can tell where they run.
    private static func markedScheduler() -> (QueueScheduler, DispatchSpecificKey<Int>) {
        let scheduler = QueueScheduler(name: "marked")
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 1)
        return (scheduler, key)
    }

    /// Blocks `scheduler`'s queue until the returned semaphore is signalled, so that actions
    /// scheduled meanwhile are certainly still waiting.
    private static func block(_ scheduler: QueueScheduler) -> DispatchSemaphore {
        let gate = DispatchSemaphore(value: 0)
        scheduler.schedule { gate.wait() }
        return gate
    }

    @Suite("Immediate actions")
    struct Immediate {
        @Test("runs the action on its queue")
        func runsOnQueue() async {
            let (scheduler, key) = QueueSchedulerTests.markedScheduler()
            let seen = SchedulerLog<Int?>()
            let done = SchedulerExpectation()
            scheduler.schedule {
                seen.append(DispatchQueue.getSpecific(key: key))
                done.fulfill()
            }
            #expect(await done.wait())
            #expect(seen.all == [1])
        }

        @Test("runs an action scheduled from its own queue asynchronously, after the current one")
        func asynchronousFromOwnQueue() async {
            let scheduler = QueueScheduler()
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

        @Test("runs actions in the order they were scheduled")
        func fifo() async {
            let scheduler = QueueScheduler()
            let ran = SchedulerLog<Int>()
            let done = SchedulerExpectation(expectedCount: 100)
            for index in 0..<100 {
                scheduler.schedule {
                    ran.append(index)
                    done.fulfill()
                }
            }
            #expect(await done.wait())
            #expect(ran.all == Array(0..<100))
        }

        @Test("runs actions one at a time even when targeting a concurrent queue")
        func serialOnConcurrentTarget() async {
            let scheduler = QueueScheduler(targeting: DispatchQueue(label: "concurrent", attributes: .concurrent))
            let running = Synchronization.Atomic<Int>(0)
            let overlaps = Synchronization.Atomic<Int>(0)
            let done = SchedulerExpectation(expectedCount: 50)
            DispatchQueue.concurrentPerform(iterations: 50) { _ in
                scheduler.schedule {
                    if running.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                        overlaps.add(1, ordering: .relaxed)
                    }
                    running.subtract(1, ordering: .acquiringAndReleasing)
                    done.fulfill()
                }
            }
            #expect(await done.wait())
            #expect(overlaps.load(ordering: .relaxed) == 0)
        }

        @Test("disposing an action that has not started cancels it")
        func disposeCancels() async {
            let scheduler = QueueScheduler()
            let gate = QueueSchedulerTests.block(scheduler)
            let ran = SchedulerLog<String>()
            let done = SchedulerExpectation()
            let cancelled = scheduler.schedule { ran.append("cancelled") }
            scheduler.schedule {
                ran.append("marker")
                done.fulfill()
            }
            cancelled?.dispose()
            gate.signal()
            #expect(await done.wait())
            #expect(ran.all == ["marker"])
        }
    }

    @Suite("Dates")
    struct Dates {
        @Test("currentDate is the wall-clock date")
        func currentDateIsWallClock() {
            let before = Date()
            let current = QueueScheduler().currentDate
            let after = Date()
            #expect(before <= current && current <= after)
        }

        @Test("schedule(after:) runs the action on its queue, not before the date")
        func scheduleAfterDate() async throws {
            let (scheduler, key) = QueueSchedulerTests.markedScheduler()
            let target = Date().addingTimeInterval(0.05)
            let seen = SchedulerLog<(Date, Int?)>()
            let done = SchedulerExpectation()
            scheduler.schedule(after: target) {
                seen.append((Date(), DispatchQueue.getSpecific(key: key)))
                done.fulfill()
            }
            #expect(await done.wait())
            let (ranAt, marker) = try #require(seen.all.first)
            #expect(ranAt >= target)
            #expect(marker == 1)
        }

        @Test("schedule(after:) with a passed date runs the action soon")
        func pastDateRuns() async {
            let done = SchedulerExpectation()
            QueueScheduler().schedule(after: Date(timeIntervalSinceNow: -60)) { done.fulfill() }
            #expect(await done.wait())
        }

        @Test("disposing a dated action before it started cancels it")
        func disposeDatedAction() async {
            let scheduler = QueueScheduler()
            let gate = QueueSchedulerTests.block(scheduler)
            let ran = SchedulerLog<String>()
            let done = SchedulerExpectation()
            let due = Date().addingTimeInterval(0.01)
            let cancelled = scheduler.schedule(after: due) { ran.append("cancelled") }
            scheduler.schedule(after: due.addingTimeInterval(0.01)) {
                ran.append("marker")
                done.fulfill()
            }
            cancelled?.dispose()
            gate.signal()
            #expect(await done.wait())
            #expect(ran.all == ["marker"])
        }
    }

    @Suite("Repeating")
    struct Repeating {
        @Test("a repeating action first runs at its date, then keeps running at the interval")
        func repeatsFromDate() async {
            let (scheduler, key) = QueueSchedulerTests.markedScheduler()
            let start = Date().addingTimeInterval(0.03)
            let ticks = SchedulerLog<(Date, Int?)>()
            let done = SchedulerExpectation(expectedCount: 3)
            let timer = scheduler.schedule(after: start, interval: .milliseconds(10)) {
                ticks.append((Date(), DispatchQueue.getSpecific(key: key)))
                done.fulfill()
            }
            #expect(await done.wait())
            timer?.dispose()
            let recorded = ticks.all
            #expect(recorded.count >= 3)
            #expect(recorded.allSatisfy { $0.0 >= start && $0.1 == 1 })
        }

        @Test("disposing a repeating action stops it")
        func disposeStops() async {
            let scheduler = QueueScheduler()
            let count = Synchronization.Atomic<Int>(0)
            let stopped = SchedulerExpectation()
            let handle = SerialDisposable()
            handle.inner = scheduler.schedule(after: Date(), interval: .milliseconds(5), leeway: .milliseconds(1)) {
                if count.add(1, ordering: .relaxed).newValue == 3 {
                    handle.dispose()
                    stopped.fulfill()
                }
            }
            #expect(await stopped.wait())
            let marker = SchedulerExpectation()
            scheduler.schedule(after: Date().addingTimeInterval(0.05)) { marker.fulfill() }
            #expect(await marker.wait())
            #expect(count.load(ordering: .relaxed) == 3)
        }
    }

    @Suite("Queues")
    struct Queues {
        @Test("init(qos:name:targeting:) names its queue")
        func name() {
            #expect(QueueScheduler(qos: .utility, name: "custom.name").queue.label == "custom.name")
        }

        @Test("init(qos:name:targeting:) gives its queue the quality of service")
        func qos() {
            #expect(QueueScheduler(qos: .utility).queue.qos.qosClass == .utility)
        }

        @Test("a scheduler targeting a queue runs its actions on that queue")
        func targeting() async {
            let target = DispatchQueue(label: "target")
            let key = DispatchSpecificKey<Int>()
            target.setSpecific(key: key, value: 9)
            let seen = SchedulerLog<Int?>()
            let done = SchedulerExpectation()
            QueueScheduler(targeting: target).schedule {
                seen.append(DispatchQueue.getSpecific(key: key))
                done.fulfill()
            }
            #expect(await done.wait())
            #expect(seen.all == [9])
        }

        @Test("QueueScheduler.main runs actions on the main queue, asynchronously even from it")
        @MainActor
        func mainScheduler() async {
            let seen = SchedulerLog<Bool>()
            let done = SchedulerExpectation()
            QueueScheduler.main.schedule {
                seen.append(MainQueueProbe.isOnMainQueue)
                done.fulfill()
            }
            #expect(seen.all.isEmpty)
            #expect(await done.wait())
            #expect(seen.all == [true])
        }
    }

    @Suite("Swift concurrency")
    struct Concurrency {
        @Test("sleep(for:) suspends for at least the interval")
        func sleepFor() async throws {
            let start = Date()
            let sleeper = Task { try await QueueScheduler().sleep(for: .milliseconds(30)) }
            try #require(await finishedResult(of: sleeper)).get()
            #expect(Date().timeIntervalSince(start) >= 0.03)
        }

        @Test("sleep(until:) suspends until the deadline")
        func sleepUntil() async throws {
            let sleeper = Task {
                let scheduler = QueueScheduler()
                let deadline = scheduler.currentDate.addingTimeInterval(0.1)
                try await scheduler.sleep(until: deadline)
                return deadline
            }
            let deadline = try #require(await finishedResult(of: sleeper)).get()
            #expect(Date() >= deadline)
        }

        @Test("a cancelled sleep throws CancellationError without waiting for the interval")
        func sleepCancelled() async throws {
            let sleeper = Task { try await QueueScheduler().sleep(for: .seconds(60)) }
            sleeper.cancel()
            let result = try #require(await finishedResult(of: sleeper))
            #expect(throws: CancellationError.self) { try result.get() }
        }

        @Test("timer(interval:) yields increasing wall-clock dates")
        func timerStream() async throws {
            let firstThree = Task { await QueueScheduler().timer(interval: .milliseconds(5)).prefix(3).reduce(into: []) { $0.append($1) } }
            let dates = try #require(await finishedResult(of: firstThree)).get()
            #expect(dates.count == 3)
            #expect(dates == dates.sorted())
        }
    }
}
