import Dispatch
import ReactiveCore
import Testing

@Suite("Disposables")
struct DisposableTests {
    @Suite("AnyDisposable")
    struct AnyDisposableTests {
        @Test("runs its action once, on the first dispose")
        func runsOnce() {
            let runs = Counter()
            let disposable = AnyDisposable { runs.increment() }
            #expect(!disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            #expect(runs.value == 1)
            #expect(disposable.isDisposed)
        }

        @Test("runs its action once when disposed from many threads at once")
        func concurrentDispose() {
            let runs = Counter()
            let disposable = AnyDisposable { runs.increment() }
            DispatchQueue.concurrentPerform(iterations: 64) { _ in disposable.dispose() }
            #expect(runs.value == 1)
        }

        @Test("wrapping another disposable disposes it")
        func wrapping() {
            let inner = AnyDisposable()
            AnyDisposable(inner).dispose()
            #expect(inner.isDisposed)
        }
    }

    @Suite("CompositeDisposable")
    struct CompositeTests {
        @Test("disposes everything it holds, in order")
        func disposesAll() {
            let order = EventRecorder<Int, Never>()
            let composite = CompositeDisposable()
            composite += { order.observer.send(value: 1) }
            composite += AnyDisposable { order.observer.send(value: 2) }
            composite.dispose()
            #expect(order.values == [1, 2])
            #expect(composite.isDisposed)
        }

        @Test("a disposable added after disposal is disposed at once")
        func addAfterDispose() {
            let composite = CompositeDisposable()
            composite.dispose()
            let late = AnyDisposable()
            let handle = composite += late
            #expect(late.isDisposed)
            #expect(handle == nil)
        }

        @Test("the handle returned by += removes the entry without disposing it")
        func handleRemoves() {
            let composite = CompositeDisposable()
            let entry = AnyDisposable()
            let handle = composite += entry
            handle?.dispose()
            composite.dispose()
            #expect(!entry.isDisposed)
        }

        @Test("adding nil returns nil and changes nothing")
        func addNil() {
            let composite = CompositeDisposable()
            #expect((composite += nil as Disposable?) == nil)
        }

        @Test("init with a sequence holds every element")
        func initWithSequence() {
            let first = AnyDisposable()
            let second = AnyDisposable()
            CompositeDisposable([first, second, nil]).dispose()
            #expect(first.isDisposed && second.isDisposed)
        }

        @Test("concurrent adds and a dispose leave no entry undisposed")
        func concurrentAddAndDispose() {
            let composite = CompositeDisposable()
            let entries = (0..<200).map { _ in AnyDisposable() }
            DispatchQueue.concurrentPerform(iterations: 201) { index in
                if index == 100 {
                    composite.dispose()
                } else {
                    composite += entries[index > 100 ? index - 1 : index]
                }
            }
            #expect(entries.allSatisfy { $0.isDisposed })
        }

        @Test("the first add to an empty composite, racing its dispose, is still disposed")
        func firstAddRacingDispose() {
            // The entries of a composite are made by its first add, so that is the add that
            // races the dispose on fresh composites.
            let pairs = (0..<2_000).map { _ in (CompositeDisposable(), AnyDisposable()) }
            DispatchQueue.concurrentPerform(iterations: pairs.count * 2) { index in
                let (composite, entry) = pairs[index / 2]
                if index.isMultiple(of: 2) { composite.dispose() } else { composite += entry }
            }
            #expect(pairs.allSatisfy { $0.1.isDisposed })
        }
    }

    @Suite("SerialDisposable")
    struct SerialTests {
        @Test("assigning a new disposable disposes the previous one")
        func replaceDisposesPrevious() {
            let serial = SerialDisposable()
            let first = AnyDisposable()
            let second = AnyDisposable()
            serial.inner = first
            serial.inner = second
            #expect(first.isDisposed)
            #expect(!second.isDisposed)
            #expect(serial.inner === second)
        }

        @Test("disposing disposes the current one and every later one")
        func disposeThenAssign() {
            let serial = SerialDisposable(AnyDisposable())
            let current = serial.inner
            serial.dispose()
            let late = AnyDisposable()
            serial.inner = late
            #expect(current?.isDisposed == true)
            #expect(late.isDisposed)
            #expect(serial.inner == nil)
        }
    }

    @Suite("ScopedDisposable")
    struct ScopedTests {
        @Test("disposes its inner disposable when released")
        func disposesOnDeinit() {
            let inner = AnyDisposable()
            do {
                let scoped = ScopedDisposable(inner)
                #expect(!scoped.isDisposed)
            }
            #expect(inner.isDisposed)
        }

        @Test("a scoped composite accepts disposables with +=")
        func scopedComposite() {
            let entry = AnyDisposable()
            do {
                let scoped = ScopedDisposable(CompositeDisposable())
                scoped += entry
            }
            #expect(entry.isDisposed)
        }

        @Test("wraps any disposable")
        func wrapsAny() {
            let inner = CompositeDisposable()
            let scoped = ScopedDisposable<AnyDisposable>(inner as Disposable)
            scoped.dispose()
            #expect(inner.isDisposed)
        }
    }
}

@Suite("Lifetime")
struct LifetimeTests {
    @Test("a lifetime made with a token ends when the token is released")
    func tokenRelease() {
        var token: Lifetime.Token? = Lifetime.Token()
        let lifetime = Lifetime(token!)
        let ended = Counter()
        lifetime.observeEnded { ended.increment() }
        #expect(!lifetime.hasEnded)
        token = nil
        #expect(lifetime.hasEnded)
        #expect(ended.value == 1)
    }

    @Test("make() returns a lifetime and the token that ends it")
    func make() {
        let (lifetime, token) = Lifetime.make()
        let disposable = AnyDisposable()
        lifetime += disposable
        token.dispose()
        #expect(disposable.isDisposed)
    }

    @Test("the ended signal completes when the lifetime ends")
    func endedSignal() {
        let (lifetime, token) = Lifetime.make()
        let recorder = EventRecorder<Never, Never>()
        lifetime.ended.observe(recorder.observer)
        token.dispose()
        #expect(recorder.events.count == 1)
        #expect(recorder.isCompleted)
    }

    @Test("observing the end of an ended lifetime runs at once")
    func observeEndedLate() {
        let ended = Counter()
        Lifetime.empty.observeEnded { ended.increment() }
        #expect(Lifetime.empty.hasEnded)
        #expect(ended.value == 1)
    }
}
