import Dispatch
import Foundation
import ReactiveCore
import Synchronization
import Testing

@Suite("TestScheduler")
struct TestSchedulerTests {
    @Suite("Clock")
    struct Clock {
        @Test("starts at the reference date by default")
        func defaultStartDate() {
            #expect(TestScheduler().currentDate == Date(timeIntervalSinceReferenceDate: 0))
        }

        @Test("starts at the given start date")
        func customStartDate() {
            let start = Date(timeIntervalSince1970: 1_000_000)
            #expect(TestScheduler(startDate: start).currentDate == start)
        }

        @Test("advance(by:) with seconds moves the clock by that many seconds")
        func advanceBySeconds() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 2.5)
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 2.5))
        }

        @Test("advance(by:) with a dispatch interval moves the clock by that interval")
        func advanceByDispatchInterval() {
            let scheduler = TestScheduler()
            scheduler.advance(by: .milliseconds(1500))
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1.5))
        }

        @Test("advance(to:) sets the clock to the date")
        func advanceToDate() {
            let scheduler = TestScheduler()
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 7))
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 7))
        }

        @Test("advance() moves the clock by a nanosecond")
        func advanceByTick() {
            let scheduler = TestScheduler()
            scheduler.advance()
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1e-9))
        }

        @Test("advance() runs the due actions even when the clock is too coarse to move by a nanosecond")
        func advanceWithCoarseClock() {
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            let scheduler = TestScheduler(startDate: start)
            let ran = SchedulerLog<Int>()
            scheduler.schedule { ran.append(1) }
            scheduler.advance()
            #expect(ran.all == [1])
            #expect(scheduler.currentDate == start)
        }

        @Test("run() leaves the clock in the distant future")
        func runMovesToDistantFuture() {
            let scheduler = TestScheduler()
            scheduler.run()
            #expect(scheduler.currentDate == .distantFuture)
        }

        @Test("rewind(by:) moves the clock back without running anything")
        func rewind() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 10)
            let ran = SchedulerLog<Int>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 8)) { ran.append(1) }
            scheduler.rewind(by: .seconds(4))
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 6))
            #expect(ran.all.isEmpty)
        }

        @Test("advancing to an earlier date leaves the clock where it is")
        func advanceBackwardsKeepsClock() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 5)
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 1))
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 5))
        }
    }

    @Suite("Running actions")
    struct Running {
        @Test("schedule(_:) runs nothing until the clock is advanced")
        func nothingRunsWithoutAdvance() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            scheduler.schedule { ran.append(1) }
            #expect(ran.all.isEmpty)
            scheduler.advance()
            #expect(ran.all == [1])
        }

        @Test("advance(by:) runs the actions due within the interval and keeps later ones")
        func advanceRunsOnlyDueActions() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) { ran.append(1) }
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 3)) { ran.append(3) }
            scheduler.advance(by: 2)
            #expect(ran.all == [1])
            scheduler.advance(by: 1)
            #expect(ran.all == [1, 3])
        }

        @Test("an action due exactly at the new date runs")
        func actionAtBoundaryRuns() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) { ran.append(2) }
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 2))
            #expect(ran.all == [2])
        }

        @Test("actions run in date order whatever the order they were scheduled in")
        func dateOrder() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            for second in [3, 1, 2] {
                scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: TimeInterval(second))) { ran.append(second) }
            }
            scheduler.run()
            #expect(ran.all == [1, 2, 3])
        }

        @Test("actions due at the same date run in scheduling order")
        func schedulingOrderForSameDate() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            let date = Date(timeIntervalSinceReferenceDate: 1)
            for index in 0..<20 {
                scheduler.schedule(after: date) { ran.append(index) }
            }
            scheduler.advance(by: 1)
            #expect(ran.all == Array(0..<20))
        }

        @Test("while an action runs, currentDate is its due date")
        func clockDuringAction() {
            let scheduler = TestScheduler()
            let seen = SchedulerLog<Date>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) { seen.append(scheduler.currentDate) }
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) { seen.append(scheduler.currentDate) }
            scheduler.advance(by: 10)
            #expect(seen.all == [Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: 4)])
            #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 10))
        }

        @Test("schedule(after:) with a dispatch interval counts from the current date")
        func relativeSchedule() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 5)
            let seen = SchedulerLog<Date>()
            scheduler.schedule(after: .seconds(2)) { seen.append(scheduler.currentDate) }
            scheduler.advance(by: 1)
            #expect(seen.all.isEmpty)
            scheduler.advance(by: 1)
            #expect(seen.all == [Date(timeIntervalSinceReferenceDate: 7)])
        }

        @Test("an action may schedule another that runs in the same advance when due")
        func nestedScheduleRunsInSameAdvance() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<String>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) {
                ran.append("outer")
                scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { ran.append("inner") }
            }
            scheduler.advance(by: 3)
            #expect(ran.all == ["outer", "inner"])
        }

        @Test("an action scheduled by an action for a later date waits for a later advance")
        func nestedScheduleWaits() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<String>()
            scheduler.schedule {
                ran.append("outer")
                scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(5)) { ran.append("inner") }
            }
            scheduler.advance(by: 1)
            #expect(ran.all == ["outer"])
            scheduler.advance(by: 5)
            #expect(ran.all == ["outer", "inner"])
        }

        @Test("an action scheduled for a passed date runs at the next advance without moving the clock back")
        func pastDate() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 10)
            let seen = SchedulerLog<Date>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 3)) { seen.append(scheduler.currentDate) }
            scheduler.advance()
            #expect(seen.all.count == 1)
            #expect(seen.all.first.map { $0 >= Date(timeIntervalSinceReferenceDate: 10) } == true)
        }

        @Test("an action may advance the clock itself")
        func reentrantAdvance() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<String>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 5)) { ran.append("later") }
            scheduler.schedule {
                ran.append("first")
                scheduler.advance(by: 10)
            }
            scheduler.advance()
            #expect(ran.all == ["first", "later"])
            #expect(scheduler.currentDate >= Date(timeIntervalSinceReferenceDate: 10))
        }

        @Test("run() runs every action, including those scheduled by actions")
        func runRunsEverything() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 100)) {
                ran.append(1)
                scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1000)) { ran.append(2) }
            }
            scheduler.run()
            #expect(ran.all == [1, 2])
        }

        @Test("actions scheduled concurrently from many threads all run")
        func concurrentScheduling() {
            let scheduler = TestScheduler()
            let count = Synchronization.Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 200) { index in
                scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: TimeInterval(index % 7))) {
                    count.add(1, ordering: .relaxed)
                }
            }
            scheduler.run()
            #expect(count.load(ordering: .relaxed) == 200)
        }

        @Test("actions run on the thread that advances the clock")
        func runsOnAdvancingThread() async {
            let scheduler = TestScheduler()
            let advancingQueue = DispatchQueue(label: "advancing")
            let key = DispatchSpecificKey<Int>()
            advancingQueue.setSpecific(key: key, value: 7)
            let seen = SchedulerLog<Int?>()
            scheduler.schedule { seen.append(DispatchQueue.getSpecific(key: key)) }
            let done = SchedulerExpectation()
            advancingQueue.async {
                scheduler.advance()
                done.fulfill()
            }
            #expect(await done.wait())
            #expect(seen.all == [7])
        }
    }

    @Suite("Cancelling")
    struct Cancelling {
        @Test("disposing a scheduled action cancels it")
        func disposeCancels() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            let disposable = scheduler.schedule { ran.append(1) }
            disposable?.dispose()
            scheduler.run()
            #expect(ran.all.isEmpty)
        }

        @Test("disposing one action leaves the others scheduled")
        func disposeOnlyOne() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            scheduler.schedule { ran.append(1) }
            let second = scheduler.schedule { ran.append(2) }
            scheduler.schedule { ran.append(3) }
            second?.dispose()
            scheduler.advance()
            #expect(ran.all == [1, 3])
        }

        @Test("an action may cancel a later one due at the same date")
        func cancelFromAction() {
            let scheduler = TestScheduler()
            let ran = SchedulerLog<Int>()
            let later = SerialDisposable()
            scheduler.schedule {
                ran.append(1)
                later.dispose()
            }
            later.inner = scheduler.schedule { ran.append(2) }
            scheduler.advance()
            #expect(ran.all == [1])
        }
    }

    @Suite("Repeating")
    struct Repeating {
        @Test("a repeating action runs at its start date and every interval after it")
        func repeats() {
            let scheduler = TestScheduler()
            let seen = SchedulerLog<Date>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1), interval: .seconds(2)) {
                seen.append(scheduler.currentDate)
            }
            scheduler.advance(by: 6)
            #expect(seen.all == [1, 3, 5].map { Date(timeIntervalSinceReferenceDate: $0) })
        }

        @Test("disposing a repeating action stops it")
        func disposeStops() {
            let scheduler = TestScheduler()
            let count = Synchronization.Atomic<Int>(0)
            let disposable = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1), interval: .seconds(1)) {
                count.add(1, ordering: .relaxed)
            }
            scheduler.advance(by: 2)
            disposable?.dispose()
            scheduler.advance(by: 10)
            #expect(count.load(ordering: .relaxed) == 2)
        }

        @Test("a repeating action disposed from inside itself does not run again")
        func disposeFromInside() {
            let scheduler = TestScheduler()
            let count = Synchronization.Atomic<Int>(0)
            let handle = SerialDisposable()
            handle.inner = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1), interval: .seconds(1)) {
                if count.add(1, ordering: .relaxed).newValue == 3 { handle.dispose() }
            }
            scheduler.advance(by: 100)
            #expect(count.load(ordering: .relaxed) == 3)
        }

        @Test("schedule(after:interval:) with a delay starts one delay after the current date")
        func delayedRepeating() {
            let scheduler = TestScheduler()
            scheduler.advance(by: 10)
            let seen = SchedulerLog<Date>()
            let dateScheduler: any DateScheduler = scheduler
            let disposable = dateScheduler.schedule(after: .seconds(3), interval: .seconds(1)) {
                seen.append(scheduler.currentDate)
            }
            scheduler.advance(by: 5)
            disposable?.dispose()
            #expect(seen.all == [13, 14, 15].map { Date(timeIntervalSinceReferenceDate: $0) })
        }
    }

    @Suite("Swift concurrency")
    struct Concurrency {
        @Test("sleep(for:) resumes when the virtual clock reaches the end of the interval, and releases its timer")
        func sleepFor() async throws {
            let scheduler = CountingScheduler(base: TestScheduler())
            let sleeper = Task { try await scheduler.sleep(for: .seconds(5)) }
            #expect(await scheduler.firstScheduled.wait())
            await scheduler.base.advance(by: 5)
            let result = try #require(await finishedResult(of: sleeper))
            #expect(throws: Never.self) { try result.get() }
            #expect(scheduler.outstandingActions == 0)
        }

        @Test("a sleep cancelled before the interval ends throws CancellationError and releases its timer")
        func sleepCancelled() async throws {
            let scheduler = CountingScheduler(base: TestScheduler())
            let sleeper = Task { try await scheduler.sleep(for: .seconds(5)) }
            #expect(await scheduler.firstScheduled.wait())
            sleeper.cancel()
            let result = try #require(await finishedResult(of: sleeper))
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(scheduler.outstandingActions == 0)
        }

        @Test("sleep(until:) resumes when the virtual clock reaches the deadline")
        func sleepUntil() async throws {
            let scheduler = CountingScheduler(base: TestScheduler())
            let sleeper = Task { try await scheduler.sleep(until: Date(timeIntervalSinceReferenceDate: 3)) }
            #expect(await scheduler.firstScheduled.wait())
            await scheduler.base.advance(by: 3)
            let result = try #require(await finishedResult(of: sleeper))
            #expect(throws: Never.self) { try result.get() }
            #expect(scheduler.base.currentDate == Date(timeIntervalSinceReferenceDate: 3))
        }

        @Test("awaited advance(by:) lets a main-actor task resume after each action, so its next sleep runs in the same advance")
        @MainActor
        func awaitedAdvanceRunsResumedWork() async {
            let scheduler = TestScheduler()
            let steps = SchedulerLog<TimeInterval>()
            let (started, start) = AsyncStream.makeStream(of: Void.self)
            let sleeper = Task { @MainActor in
                start.finish()
                for _ in 1...3 {
                    try await scheduler.sleep(for: .seconds(1))
                    steps.append(scheduler.currentDate.timeIntervalSinceReferenceDate)
                }
            }
            // The task's start is not ordered with this one's turns: wait until it sleeps.
            for await _ in started {}
            await scheduler.advance(by: 3)
            #expect(steps.all == [1, 2, 3])
            sleeper.cancel()
        }

        @Test("awaited advance(to:) and run() run the enqueued actions in date order")
        @MainActor
        func awaitedAdvanceRunsInOrder() async {
            let scheduler = TestScheduler()
            let order = SchedulerLog<String>()
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) { order.append("b") }
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) { order.append("a") }
            scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 5)) { order.append("c") }
            await scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 2))
            #expect(order.all == ["a", "b"])
            await scheduler.run()
            #expect(order.all == ["a", "b", "c"])
        }

        @Test("timer(interval:) yields the virtual date of every tick")
        func timerStream() async throws {
            let scheduler = TestScheduler()
            let ticks = scheduler.timer(interval: .seconds(2))
            await scheduler.advance(by: 6)
            let firstThree = Task { await ticks.prefix(3).reduce(into: []) { $0.append($1) } }
            let dates = try #require(await finishedResult(of: firstThree)).get()
            #expect(dates == [2, 4, 6].map { Date(timeIntervalSinceReferenceDate: $0) })
        }
    }
}
