// ReactiveCore alone: a property, a derived property and an action, as a view model uses them.
import ReactiveCore

let celsius = MutableProperty<Double>(21)
let fahrenheit = celsius.map { (degrees: Double) in degrees * 9 / 5 + 32 }
fahrenheit.producer.startWithValues { print("°F:", $0) }

let warmUp = Action<Double, Double, Never> { degrees in
    SignalProducer(value: celsius.value + degrees)
}
warmUp.values.observeValues { celsius.value = $0 }
warmUp.apply(4).start()
print("°C:", celsius.value)
