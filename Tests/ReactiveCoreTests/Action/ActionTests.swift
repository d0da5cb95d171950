import Dispatch
import ReactiveCore
import Testing

/// A unit of work whose events the test sends by hand.
private final class ManualWork: Sendable {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var producer: SignalProducer<Int, TestError> { SignalProducer(signal) }
}

@Suite("Action")
struct ActionTests {
    @Suite("apply")
    struct Apply {
        @Test("starts the unit of work and forwards its values and completion")
        func forwards() {
            let action = Action<Int, Int, TestError> { input in SignalProducer([input, input * 2]) }
            let recorder = EventRecorder<Int, ActionError<TestError>>()
            action.apply(3).start(recorder.observer)
            #expect(recorder.events == [.value(3), .value(6), .completed])
        }

        @Test("wraps the unit of work's error in producerFailed")
        func wrapsError() {
            let action = Action<Void, Int, TestError> { SignalProducer(error: .boom) }
            let recorder = EventRecorder<Int, ActionError<TestError>>()
            action.apply(()).start(recorder.observer)
            #expect(recorder.events == [.failed(.producerFailed(.boom))])
        }

        @Test("does nothing until the producer is started")
        func lazy() {
            let starts = Counter()
            let action = Action<Void, Int, Never> {
                SignalProducer { observer, _ in
                    starts.increment()
                    observer.sendCompleted()
                }
            }
            let producer = action.apply(())
            #expect(starts.value == 0)
            producer.start()
            #expect(starts.value == 1)
        }

        @Test("every start of the same application is a new execution attempt")
        func coldApplications() {
            let starts = Counter()
            let action = Action<Void, Int, Never> {
                starts.increment()
                return SignalProducer(value: 1)
            }
            let producer = action.apply(())
            producer.start()
            producer.start()
            #expect(starts.value == 2)
        }

        @Test("fails with disabled while a unit of work is executing")
        func oneAtATime() {
            let work = ManualWork()
            let action = Action<Void, Int, TestError> { work.producer }
            action.apply(()).start()
            let recorder = EventRecorder<Int, ActionError<TestError>>()
            action.apply(()).start(recorder.observer)
            #expect(recorder.events == [.failed(.disabled)])
        }

        @Test("can execute again once the previous unit of work completed")
        func againAfterCompletion() {
            let starts = Counter()
            let action = Action<Void, Int, TestError> {
                starts.increment()
                return SignalProducer(value: starts.value)
            }
            let recorder = EventRecorder<Int, ActionError<TestError>>()
            action.apply(()).start(recorder.observer)
            action.apply(()).start(recorder.observer)
            #expect(recorder.values == [1, 2])
        }

        @Test("disposing the application interrupts the unit of work and ends execution")
        func disposeInterrupts() {
            let interrupted = Counter()
            let action = Action<Void, Int, Never> {
                SignalProducer { _, lifetime in lifetime.observeEnded { interrupted.increment() } }
            }
            let recorder = EventRecorder<Int, ActionError<Never>>()
            let disposable = action.apply(()).start(recorder.observer)
            #expect(action.isExecuting.value)
            disposable.dispose()
            #expect(interrupted.value == 1)
            #expect(recorder.isInterrupted)
            #expect(!action.isExecuting.value)
            #expect(action.isEnabled.value)
        }

        @Test("can be applied again from inside its own completion")
        func reapplyFromCompletion() {
            let runs = Counter()
            let action = Action<Int, Int, Never> { input in SignalProducer(value: input) }
            action.completed.observeValues {
                runs.increment()
                if runs.value < 3 { action.apply(runs.value).start() }
            }
            action.apply(0).start()
            #expect(runs.value == 3)
        }

        @Test("only one of many concurrent applications executes")
        func concurrentApplications() {
            let work = ManualWork()
            let executions = Counter()
            let disabled = Counter()
            let action = Action<Void, Int, TestError> {
                executions.increment()
                return work.producer
            }
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                action.apply(()).startWithFailed { error in
                    if error == .disabled { disabled.increment() }
                }
            }
            #expect(executions.value == 1)
            #expect(disabled.value == 15)
            work.input.sendCompleted()
        }
    }

    @Suite("signals")
    struct Signals {
        @Test("values and completed report every unit of work")
        func valuesAndCompleted() {
            let action = Action<Int, Int, TestError> { input in SignalProducer(value: input * 10) }
            let values = SyncRecorder<Int>()
            let completions = Counter()
            action.values.observeValues { values.append($0) }
            action.completed.observeValues { completions.increment() }
            action.apply(1).start()
            action.apply(2).start()
            #expect(values.items == [10, 20])
            #expect(completions.value == 2)
        }

        @Test("errors reports the unwrapped error of failed units of work")
        func errors() {
            let action = Action<TestError, Int, TestError> { error in SignalProducer(error: error) }
            let errors = SyncRecorder<TestError>()
            action.errors.observeValues { errors.append($0) }
            action.apply(.boom).start()
            action.apply(.other).start()
            #expect(errors.items == [.boom, .other])
        }

        @Test("events reports every event of every unit of work in order")
        func events() {
            let action = Action<Int, Int, TestError> { input in
                input > 0 ? SignalProducer([input]) : SignalProducer(error: .boom)
            }
            let recorder = EventRecorder<Signal<Int, TestError>.Event, Never>()
            action.events.observe(recorder.observer)
            action.apply(1).start()
            action.apply(0).start()
            #expect(recorder.values == [.value(1), .completed, .failed(.boom)])
        }

        @Test("disabledErrors reports refused applications")
        func disabledErrors() {
            let action = Action<Void, Int, Never>(enabledIf: Property(value: false)) { SignalProducer(value: 1) }
            let refusals = Counter()
            action.disabledErrors.observeValues { refusals.increment() }
            action.apply(()).start()
            action.apply(()).start()
            #expect(refusals.value == 2)
        }

        @Test("a disabled application reaches neither events nor values")
        func disabledIsSilent() {
            let action = Action<Void, Int, Never>(enabledIf: Property(value: false)) { SignalProducer(value: 1) }
            let recorder = EventRecorder<Signal<Int, Never>.Event, Never>()
            action.events.observe(recorder.observer)
            action.apply(()).start()
            #expect(recorder.events.isEmpty)
        }

        @Test("isExecuting is already false when completed is sent")
        func notExecutingAtCompletion() {
            let work = ManualWork()
            let action = Action<Void, Int, TestError> { work.producer }
            let executingAtCompletion = SyncRecorder<Bool>()
            action.completed.observeValues { executingAtCompletion.append(action.isExecuting.value) }
            action.apply(()).start()
            work.input.sendCompleted()
            #expect(executingAtCompletion.items == [false])
        }

        @Test("the signals complete when the action deinitialises")
        func completeOnDeinit() {
            var action: Action<Void, Int, Never>? = Action { SignalProducer(value: 1) }
            let events = EventRecorder<Signal<Int, Never>.Event, Never>()
            let values = EventRecorder<Int, Never>()
            action!.events.observe(events.observer)
            action!.values.observe(values.observer)
            action = nil
            #expect(events.isCompleted)
            #expect(values.isCompleted)
        }
    }

    @Suite("availability")
    struct Availability {
        @Test("isExecuting follows the unit of work")
        func isExecuting() {
            let work = ManualWork()
            let action = Action<Void, Int, TestError> { work.producer }
            let recorder = SyncRecorder<Bool>()
            action.isExecuting.producer.startWithValues { recorder.append($0) }
            action.apply(()).start()
            work.input.send(value: 1)
            work.input.sendCompleted()
            #expect(recorder.items == [false, true, false])
        }

        @Test("isEnabled is false while executing")
        func disabledWhileExecuting() {
            let work = ManualWork()
            let action = Action<Void, Int, TestError> { work.producer }
            let recorder = SyncRecorder<Bool>()
            action.isEnabled.producer.startWithValues { recorder.append($0) }
            action.apply(()).start()
            work.input.send(error: .boom)
            #expect(recorder.items == [true, false, true])
        }

        @Test("enabledIf follows the property")
        func enabledIf() {
            let isAllowed = MutableProperty(false)
            let action = Action<Void, Int, Never>(enabledIf: isAllowed) { SignalProducer(value: 1) }
            #expect(!action.isEnabled.value)
            isAllowed.value = true
            #expect(action.isEnabled.value)
            let recorder = EventRecorder<Int, ActionError<Never>>()
            action.apply(()).start(recorder.observer)
            #expect(recorder.values == [1])
        }

        @Test("isEnabled does not repeat unchanged values")
        func noRepeats() {
            let isAllowed = MutableProperty(true)
            let action = Action<Void, Int, Never>(enabledIf: isAllowed) { SignalProducer(value: 1) }
            let recorder = SyncRecorder<Bool>()
            action.isEnabled.signal.observeValues { recorder.append($0) }
            isAllowed.value = true
            isAllowed.value = true
            isAllowed.value = false
            #expect(recorder.items == [false])
        }

        @Test("a state change while executing keeps the action disabled until the work ends")
        func stateChangeWhileExecuting() {
            let work = ManualWork()
            let isAllowed = MutableProperty(true)
            let action = Action<Void, Int, TestError>(enabledIf: isAllowed) { work.producer }
            action.apply(()).start()
            isAllowed.value = false
            isAllowed.value = true
            #expect(!action.isEnabled.value)
            work.input.sendCompleted()
            #expect(action.isEnabled.value)
        }

        @Test("execute receives the latest state with the input")
        func latestState() {
            let multiplier = MutableProperty(2)
            let action = Action<Int, Int, Never>(state: multiplier, enabledIf: { $0 > 0 }) { factor, input in
                SignalProducer(value: factor * input)
            }
            let recorder = SyncRecorder<Int>()
            action.values.observeValues { recorder.append($0) }
            action.apply(5).start()
            multiplier.value = 3
            action.apply(5).start()
            multiplier.value = 0
            action.apply(5).start()
            #expect(recorder.items == [10, 15])
        }

        @Test("init(state:execute:) is always enabled and passes the state with the input")
        func stateAndInput() {
            let prefix = MutableProperty("a")
            let action = Action<String, String, Never>(state: prefix) { prefix, input in
                SignalProducer(value: prefix + input)
            }
            let recorder = SyncRecorder<String>()
            action.values.observeValues { recorder.append($0) }
            action.apply("1").start()
            prefix.value = "b"
            action.apply("2").start()
            #expect(recorder.items == ["a1", "b2"])
        }

        @Test("init(unwrapping:execute:) is enabled only while the state holds a value")
        func unwrapping() {
            let token = MutableProperty<String?>(nil)
            let action = Action<Int, String, Never>(unwrapping: token) { token, page in
                SignalProducer(value: "\(token):\(page)")
            }
            let refusals = Counter()
            action.disabledErrors.observeValues { refusals.increment() }
            action.apply(1).start()
            token.value = "t"
            let recorder = SyncRecorder<String>()
            action.values.observeValues { recorder.append($0) }
            action.apply(2).start()
            #expect(refusals.value == 1)
            #expect(recorder.items == ["t:2"])
        }

        @Test("retains its state property, which keeps updating")
        func retainsState() {
            let (signal, input) = Signal<Bool, Never>.pipe()
            let action = Action<Void, Int, Never>(enabledIf: Property(initial: false, then: signal)) {
                SignalProducer(value: 1)
            }
            #expect(!action.isEnabled.value)
            input.send(value: true)
            #expect(action.isEnabled.value)
        }

        @Test("an unwrapped optional state enables the action while it holds a value")
        func optionalState() {
            let query = MutableProperty<String?>(nil)
            let action = Action<Void, String, Never>(unwrapping: query) { text in SignalProducer(value: text.uppercased()) }
            #expect(!action.isEnabled.value)
            query.value = "cats"
            let recorder = SyncRecorder<String>()
            action.values.observeValues { recorder.append($0) }
            action.apply(()).start()
            #expect(recorder.items == ["CATS"])
        }

        @Test("a non-optional state is passed to the work")
        func plainState() {
            let page = MutableProperty(1)
            let action = Action<Void, Int, Never>(state: page) { number in SignalProducer(value: number + 1) }
            let recorder = SyncRecorder<Int>()
            action.values.observeValues { recorder.append($0) }
            action.apply(()).start()
            page.value = 7
            action.apply(()).start()
            #expect(recorder.items == [2, 8])
        }
    }

    @Suite("lifetime and binding")
    struct LifetimeAndBinding {
        @Test("lifetime ends when the action deinitialises")
        func lifetime() {
            var action: Action<Void, Int, Never>? = Action { SignalProducer(value: 1) }
            let lifetime = action!.lifetime
            action = nil
            #expect(lifetime.hasEnded)
        }

        @Test("a running application keeps the action alive until it ends")
        func retainedWhileRunning() {
            let work = ManualWork()
            var action: Action<Void, Int, TestError>? = Action { work.producer }
            weak let weakAction = action
            action!.apply(()).start()
            action = nil
            #expect(weakAction != nil)
            work.input.sendCompleted()
            #expect(weakAction == nil)
        }

        @Test("an action is released when nothing runs")
        func released() {
            var action: Action<Int, Int, Never>? = Action { SignalProducer(value: $0) }
            weak let weakAction = action
            action!.apply(1).start()
            action = nil
            #expect(weakAction == nil)
        }

        @Test("binding values to an action applies it to each")
        func bindingTarget() {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0 * 2) }
            let recorder = SyncRecorder<Int>()
            action.values.observeValues { recorder.append($0) }
            let (signal, input) = Signal<Int, Never>.pipe()
            action <~ signal
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.items == [2, 4])
        }

        @Test("ActionError is equatable when its error is")
        func equatable() {
            #expect(ActionError<TestError>.disabled == .disabled)
            #expect(ActionError<TestError>.producerFailed(.boom) == .producerFailed(.boom))
            #expect(ActionError<TestError>.producerFailed(.boom) != .producerFailed(.other))
            #expect(ActionError<TestError>.disabled != .producerFailed(.boom))
        }
    }
}
