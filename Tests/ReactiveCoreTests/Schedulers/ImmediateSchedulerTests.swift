import Dispatch
import ReactiveCore
import Testing

@Suite("ImmediateScheduler")
struct ImmediateSchedulerTests {
    @Test("runs the action before schedule returns")
    func runsSynchronously() {
        let ran = SchedulerLog<String>()
        ImmediateScheduler().schedule { ran.append("action") }
        ran.append("returned")
        #expect(ran.all == ["action", "returned"])
    }

    @Test("returns no disposable, as there is nothing left to cancel")
    func returnsNil() {
        #expect(ImmediateScheduler().schedule {} == nil)
    }

    @Test("runs the action on the scheduling thread")
    func runsOnCallingThread() {
        let queue = DispatchQueue(label: "caller")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 3)
        let seen = SchedulerLog<Int?>()
        queue.sync {
            let scheduler = ImmediateScheduler()
            scheduler.schedule { seen.append(DispatchQueue.getSpecific(key: key)) }
        }
        #expect(seen.all == [3])
    }

    @Test("an action scheduled from an action runs nested, at once")
    func nested() {
        let scheduler = ImmediateScheduler()
        let ran = SchedulerLog<String>()
        scheduler.schedule {
            ran.append("outer start")
            scheduler.schedule { ran.append("inner") }
            ran.append("outer end")
        }
        #expect(ran.all == ["outer start", "inner", "outer end"])
    }
}
