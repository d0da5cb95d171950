import Foundation

/// What the image list should be doing, kept by a state-machine run beside the real view model:
/// which search the user asked for last, whether the last request failed (and whether the user
/// dismissed it), and when a rate limit booked the retry. The invariants compare the view model
/// with it after every step.
struct ListReferenceModel {
    /// The search the user asked for last (the rows must belong to it).
    var query = SearchCatalogue.Query()
    /// True from a failed answer until the next request.
    var failed = false
    /// True once the user dismissed the failure's alert.
    var dismissed = false
    /// When the retry after a rate limit is due; nil when none is booked.
    var retryDue: Date?
    /// The number of the last request seen, to tell a new one.
    var lastRequest = 0

    /// A new request was made: whatever failed is being asked again, and a booked retry is moot.
    mutating func requestSeen(_ number: Int) {
        lastRequest = number
        failed = false
        dismissed = false
        retryDue = nil
    }

    /// A request failed at `now`; a rate limit books the retry for its reset time, and never
    /// sooner than a second later.
    mutating func failure(_ answer: ListStep.Answer, at now: Date) {
        failed = true
        dismissed = false
        if case let .rateLimited(seconds) = answer {
            retryDue = now.addingTimeInterval(TimeInterval(max(seconds, 1)))
        }
    }
}
