// A small tour of ReactiveCore's pipes: a stream of events, transformed and composed.
import ReactiveCore

print("ReactiveCore demo — streams are pipes: create, transform, compose.\n")

print("1. A signal is a pipe you send events into:")
let (temperatures, thermometer) = Signal<Double, Never>.pipe()
temperatures
    .map { celsius in celsius * 9 / 5 + 32 }
    .filter { fahrenheit in fahrenheit > 70 }
    .observeValues { fahrenheit in print("   warm: \(fahrenheit) °F") }
for celsius in [18.0, 22.5, 25.0, 19.0] { thermometer.send(value: celsius) }
thermometer.sendCompleted()

print("\n2. A producer is a recipe; each start runs it again:")
let countdown = SignalProducer<Int, Never>(3...5).map { "   tick \($0)" }
countdown.startWithValues { print($0) }
countdown.startWithValues { print($0.uppercased()) }
