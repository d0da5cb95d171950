precedencegroup BindingPrecedence {
    associativity: right
    // Just above `=`, so that `binding = target <~ source` stores the binding's disposable.
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

extension BindingTargetProvider {
    /// Binds `source` to the target: the target's action receives every value of the source.
    ///
    /// The binding ends when the source terminates, when the target's lifetime ends, or when
    /// the returned disposable is disposed. If the target's lifetime had already ended, nothing
    /// is bound (a producer source is not started) and the disposable returned is disposed
    /// already.
    ///
    /// The result is optional, as in ReactiveSwift 7, so that code written for it —
    /// `(target <~ source)?.dispose()`, `binding!.dispose()` — compiles unchanged; it is never
    /// nil (nor is it in ReactiveSwift 7.2.1, whose body always returns a disposable).
    ///
    /// ```swift
    /// let name = MutableProperty("")
    /// name <~ textField.text
    /// ```
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        provider.bindingTarget.bind(source.producer)
    }

    /// Binds a source of non-optional values to a target of optionals; see the other `<~`.
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        provider.bindingTarget.bind(source.producer.map(Optional.some))
    }
}

extension BindingTarget {
    /// Starts `producer` and feeds its values to `action` until it terminates or `lifetime`
    /// ends. The observation of `lifetime` is removed when the producer terminates, so that a
    /// long-lived target does not accumulate finished bindings. A lifetime that has ended
    /// already starts nothing and gets a disposed disposable.
    func bind(_ producer: SignalProducer<Value, Never>) -> Disposable {
        guard !lifetime.hasEnded else {
            let nothing = AnyDisposable()
            nothing.dispose()
            return nothing
        }
        let action = self.action
        return producer.startWithSignal { signal, interruptHandle in
            guard let endObservation = lifetime.observeEnded({ interruptHandle.dispose() }) else {
                interruptHandle.dispose()  // ended in the meantime
                return interruptHandle
            }
            signal.observe { event in
                if case let .value(value) = event {
                    action(value)
                } else {
                    endObservation.dispose()
                }
            }
            return interruptHandle
        }
    }
}

extension Signal.Observer {
    /// Binds `source` to the observer: it receives every value of the source, as long as it is
    /// alive. The binding ends when the source terminates or the returned disposable is
    /// disposed; the source's termination is not forwarded. Unlike the `<~` of targets, this
    /// one returns a non-optional disposable, as in ReactiveSwift 7.
    @discardableResult
    public static func <~ <Source: BindingSource>(observer: Signal<Value, Error>.Observer, source: Source) -> Disposable
    where Source.Value == Value {
        source.producer.startWithValues { [weak observer] value in observer?.send(value: value) }
    }
}
