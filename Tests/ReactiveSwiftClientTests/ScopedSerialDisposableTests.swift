import ReactiveCore
import Testing

@Suite("ScopedDisposable of a SerialDisposable")
struct ScopedSerialDisposableTests {
    @Test("inner reads and replaces the serial disposable's inner, disposing the one replaced")
    func inner() {
        let first = AnyDisposable()
        let second = AnyDisposable()
        var scoped: ScopedDisposable<SerialDisposable>? = ScopedDisposable(SerialDisposable())
        scoped?.inner = first
        #expect(scoped?.inner === first)
        scoped?.inner = second
        #expect(first.isDisposed)
        #expect(!second.isDisposed)
        scoped = nil
        #expect(second.isDisposed)
    }
}
