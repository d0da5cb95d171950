import Dispatch
import Foundation
@testable import ReactiveCore
import Testing

/// `interrupted` sent while another thread delivers: as in ReactiveSwift, the values other
/// threads sent that are still waiting to be delivered are dropped — the observer sees the
/// values delivered so far, then `interrupted`, then nothing — while the interrupting thread's
/// own earlier values still arrive first.
@Suite("Interruption while another thread delivers")
struct InterruptionRaceTests {
    static let rounds = 2_000
    static let senders = 8
    static let valuesPerSender = 20
    /// Only turns a hang into a failure; passing rounds never wait this long.
    static let hangGuard = DispatchTimeInterval.seconds(60)

    @Test("the values other threads sent that wait behind a delivery are dropped by an interrupt")
    func waitingValuesDropped() {
        for round in 0..<Self.rounds {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            let delivering = DispatchSemaphore(value: 0)
            let interruptSent = DispatchSemaphore(value: 0)
            signal.observe { event in
                guard event.value == 0 else { return }
                delivering.signal()
                _ = interruptSent.wait(timeout: .now() + Self.hangGuard)
            }
            signal.observe(recorder.observer)

            let firstSend = DispatchGroup()
            DispatchQueue.global().async(group: firstSend) { input.send(value: 0) }
            #expect(delivering.wait(timeout: .now() + Self.hangGuard) == .success)
            // Every one of these is queued behind the delivery of 0, which is held.
            DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in input.send(value: sender + 1) }
            // From a thread of its own: the senders' threads (pooled, or this one) live on, so
            // none of them can share its id and count as the interrupter.
            let interruptQueued = DispatchSemaphore(value: 0)
            Thread {
                input.sendInterrupted()
                interruptQueued.signal()
            }.start()
            #expect(interruptQueued.wait(timeout: .now() + Self.hangGuard) == .success)
            interruptSent.signal()
            #expect(firstSend.wait(timeout: .now() + Self.hangGuard) == .success)

            let events = recorder.events
            guard events == [.value(0), .interrupted] else {
                Issue.record("round \(round): expected the value being delivered, then interrupted; got \(events)")
                return
            }
        }
    }

    @Test("many threads sending while one interrupts: values in each thread's order, at most the one in delivery after the interrupt is sent, then one interrupted, then nothing")
    func manySendersOneInterrupter() {
        let interrupter = Self.senders
        for round in 0..<Self.rounds {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            let interruptReturned = Atomic(false)
            let othersValuesAfterInterrupt = Atomic(0)
            signal.observeValues { value in
                if value / Self.valuesPerSender != interrupter && interruptReturned.value {
                    othersValuesAfterInterrupt.modify { $0 += 1 }
                }
            }
            signal.observe(recorder.observer)
            Self.onThreadsOfTheirOwn(count: Self.senders + 1) { thread in
                for index in 0..<Self.valuesPerSender { input.send(value: thread * Self.valuesPerSender + index) }
                if thread == interrupter {
                    input.sendInterrupted()
                    interruptReturned.value = true
                }
            }
            let events = recorder.events
            let values = events.compactMap(\.value)
            let interrupterValues = values.filter { $0 / Self.valuesPerSender == interrupter }
            var problems: [String] = []
            if events.last != .interrupted || events.filter(\.isTerminating).count != 1 {
                problems.append("not values then one interrupted: \(events.suffix(3))")
            }
            // The interrupting thread's own values were sent before its interrupt: none is dropped.
            if interrupterValues != Array(interrupter * Self.valuesPerSender..<(interrupter + 1) * Self.valuesPerSender) {
                problems.append("the interrupter's own values \(interrupterValues)")
            }
            // Once the interrupt is queued, the other threads' waiting values are dropped: only a
            // delivery already in progress may still reach an observer.
            if othersValuesAfterInterrupt.value > 1 {
                problems.append("\(othersValuesAfterInterrupt.value) values of other threads after the interrupt was sent")
            }
            // Each thread's values arrive in its order, and once one is dropped so are all later ones.
            for thread in 0..<Self.senders {
                let mine = values.filter { $0 / Self.valuesPerSender == thread }
                if mine != Array(thread * Self.valuesPerSender..<thread * Self.valuesPerSender + mine.count) {
                    problems.append("thread \(thread)'s values \(mine)")
                }
            }
            guard problems.isEmpty else {
                Issue.record("round \(round): \(problems.joined(separator: "; "))")
                return
            }
        }
    }

    /// Runs `body(0..<count)` at once, each on a thread of its own that lives until every one has
    /// returned: a pooled worker may run several bodies in turn, and a thread that ended may hand
    /// its id to a new one, either of which would make another sender's values the interrupter's.
    static func onThreadsOfTheirOwn(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread {
                _ = start.wait(timeout: .now() + hangGuard)
                body(index)
                finished.leave()
                _ = finished.wait(timeout: .now() + hangGuard)
            }.start()
        }
        for _ in 0..<count { start.signal() }
        #expect(finished.wait(timeout: .now() + hangGuard) == .success)
    }

    @Test("a value sent and then an interrupt from inside an observer: the value arrives, the other threads' waiting values do not")
    func reentrantInterrupt() {
        for round in 0..<Self.rounds {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            let delivering = DispatchSemaphore(value: 0)
            let othersQueued = DispatchSemaphore(value: 0)
            signal.observe { event in
                guard event.value == 0 else { return }
                delivering.signal()
                _ = othersQueued.wait(timeout: .now() + Self.hangGuard)
                input.send(value: -1)
                input.sendInterrupted()
            }
            signal.observe(recorder.observer)

            let firstSend = DispatchGroup()
            DispatchQueue.global().async(group: firstSend) { input.send(value: 0) }
            #expect(delivering.wait(timeout: .now() + Self.hangGuard) == .success)
            DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in input.send(value: sender + 1) }
            othersQueued.signal()
            #expect(firstSend.wait(timeout: .now() + Self.hangGuard) == .success)

            let events = recorder.events
            guard events == [.value(0), .value(-1), .interrupted] else {
                Issue.record("round \(round): expected 0, the observer's own -1, then interrupted; got \(events)")
                return
            }
        }
    }
}
