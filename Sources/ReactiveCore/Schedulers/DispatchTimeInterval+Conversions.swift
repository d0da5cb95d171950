import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var timeInterval: TimeInterval {
        switch self {
        case let .seconds(seconds): return TimeInterval(seconds)
        case let .milliseconds(milliseconds): return TimeInterval(milliseconds) / 1e3
        case let .microseconds(microseconds): return TimeInterval(microseconds) / 1e6
        case let .nanoseconds(nanoseconds): return TimeInterval(nanoseconds) / 1e9
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval multiplied by `factor` — used for the default timer leeway, 10% of the
    /// interval as Apple's energy guidelines recommend. Results too large for nanoseconds
    /// (such as a fraction of `.never`) become `.never`.
    static func * (interval: DispatchTimeInterval, factor: Double) -> DispatchTimeInterval {
        (interval.timeInterval * factor).dispatchTimeInterval
    }
}

extension TimeInterval {
    /// The same interval at nanosecond precision; `.never` if it does not fit.
    var dispatchTimeInterval: DispatchTimeInterval {
        let nanoseconds = (self * 1e9).rounded()
        guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int.max) else { return .never }
        return .nanoseconds(Int(nanoseconds))
    }
}

extension Date {
    /// The date `interval` later (earlier if negative); `.never` gives `distantFuture`.
    func addingTimeInterval(_ interval: DispatchTimeInterval) -> Date {
        let seconds = interval.timeInterval
        return seconds.isFinite ? addingTimeInterval(seconds) : .distantFuture
    }
}
