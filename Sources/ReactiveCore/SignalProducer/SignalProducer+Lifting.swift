extension SignalProducer {
    /// Applies a signal operator to every run: each start starts this producer and transforms
    /// its signal with `transform`.
    public func lift<U, F>(
        _ transform: @escaping @Sendable (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(startHandler: { observer, lifetime in
            startWithSignal { signal, interruptHandle in
                lifetime += interruptHandle
                lifetime += transform(signal).observe(observer)
            }
        }, isSerial: true)
    }

    /// Applies a binary signal operator to the runs of this producer and another: each start
    /// starts this producer, then the other one, and combines their signals with `transform`.
    public func lift<U, F, V, G>(
        _ transform: @escaping @Sendable (Signal<Value, Error>) -> @Sendable (Signal<U, F>) -> Signal<V, G>
    ) -> @Sendable (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { other in
            SignalProducer<V, G>(startHandler: { observer, lifetime in
                other.startWithSignal { otherSignal, otherInterruptHandle in
                    lifetime += otherInterruptHandle
                    startWithSignal { signal, interruptHandle in
                        lifetime += interruptHandle
                        lifetime += transform(signal)(otherSignal).observe(observer)
                    }
                }
            }, isSerial: true)
        }
    }
}
