import AppSupport
import Foundation
import Testing

@Suite("HTTPResponse retry date")
struct HTTPResponseRetryDateTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A 429 answer with `headers`.
    static func refusal(_ headers: [String: String]) -> HTTPResponse {
        HTTPResponse(url: URL(string: "https://pixabay.com/api/")!, statusCode: 429, headers: headers)
    }

    /// The stated wait of a 429 with `headers`, in seconds after ``now``; nil when none is stated.
    static func statedDelay(_ headers: [String: String]) -> TimeInterval? {
        refusal(headers).statedRetryDate(receivedAt: now)?.timeIntervalSince(now)
    }

    @Suite("what the answer states")
    struct Stated {
        @Test("Retry-After in seconds")
        func retryAfterSeconds() {
            #expect(statedDelay(["Retry-After": "120"]) == 120)
            #expect(statedDelay(["retry-after": " 7 "]) == 7)
        }

        @Test("Retry-After as an HTTP date, counted from when the answer arrived")
        func retryAfterDate() {
            #expect(statedDelay(["Retry-After": "Tue, 14 Nov 2023 22:23:20 GMT"]) == 600)
        }

        @Test("a Retry-After date already past means now")
        func pastDate() {
            #expect(statedDelay(["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]) == 0)
        }

        @Test("without Retry-After, the X-RateLimit-Reset seconds")
        func rateLimitReset() {
            #expect(statedDelay(["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "30"]) == 30)
        }

        @Test("Retry-After comes before X-RateLimit-Reset; an unusable one gives way to it")
        func precedence() {
            #expect(statedDelay(["Retry-After": "120", "X-RateLimit-Reset": "30"]) == 120)
            #expect(statedDelay(["Retry-After": "soon", "X-RateLimit-Reset": "30"]) == 30)
        }

        @Test("nothing usable states nothing", arguments: [
            [:], ["Retry-After": "soon"], ["Retry-After": "-5"], ["Retry-After": "nan"], ["X-RateLimit-Reset": "inf"],
            ["X-RateLimit-Reset": "-1"], ["Retry-After": "Tuesday"], ["Retry-After": ""],
        ] as [[String: String]])
        func nothingUsable(headers: [String: String]) {
            #expect(statedDelay(headers) == nil)
        }

        @Test("no wait is longer than an hour, whatever the server says", arguments: [
            ["Retry-After": "99999999"], ["X-RateLimit-Reset": "1e12"], ["Retry-After": "Fri, 31 Dec 9999 23:59:59 GMT"],
        ])
        func bounded(headers: [String: String]) {
            #expect(statedDelay(headers) == HTTPResponse.longestRetryDelay)
            #expect(HTTPResponse.longestRetryDelay == 3_600)
        }
    }

    @Suite("with a default")
    struct Defaulted {
        @Test("is the stated date when there is one")
        func stated() {
            #expect(refusal(["Retry-After": "5"]).retryDate(receivedAt: now) == now.addingTimeInterval(5))
        }

        @Test("is a minute after the answer when nothing usable is stated", arguments: [[:], ["Retry-After": "later"]] as [[String: String]])
        func unstated(headers: [String: String]) {
            #expect(refusal(headers).retryDate(receivedAt: now) == now.addingTimeInterval(HTTPResponse.defaultRetryDelay))
            #expect(HTTPResponse.defaultRetryDelay == 60)
        }
    }
}
