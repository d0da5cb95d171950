/// Counts the presses that make a double (or triple) click: a press of the same button at the
/// same cell within `interval` of the one before counts one more; anything else starts again
/// at 1. Drags in between start again too (the pointer moved).
///
/// The application stamps every press it reads with the count (`MouseEvent.clickCount`); the
/// time comes from the caller, so that the counter itself does no I/O. A value type; one thread
/// at a time.
struct ClickCounter: Sendable {
    /// The longest pause between the presses of a double click: half a second, the usual
    /// desktop default.
    static let interval: Duration = .milliseconds(500)

    private var last: (button: MouseButton, location: Point, time: ContinuousClock.Instant, count: Int)?

    /// `event` with its click count, if it is a press made at `time`; other events unchanged.
    mutating func count(_ event: MouseEvent, at time: ContinuousClock.Instant) -> MouseEvent {
        switch event.kind {
        case .press:
            guard let button = event.button else { return event }
            var counted = event
            if let last, last.button == button, last.location == event.location, time - last.time <= Self.interval {
                counted.clickCount = last.count + 1
            } else {
                counted.clickCount = 1
            }
            last = (button, event.location, time, counted.clickCount)
            return counted
        case .drag, .move:
            last = nil
            return event
        case .release, .wheel:
            return event
        }
    }
}
