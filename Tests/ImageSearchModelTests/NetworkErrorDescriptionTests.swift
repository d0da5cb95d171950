import AppSupport
import Foundation
import ImageSearchModel
import Testing
import TestSupport

@Suite("NetworkError descriptions")
struct NetworkErrorDescriptionTests {
    /// 2026-01-02 13:45:09 UTC.
    static let retryAt = Date(timeIntervalSince1970: 1_767_361_509)

    /// One error of every case.
    static let everyCase: [NetworkError] = [
        .unknown, .notConnectedToInternet, .internationalRoamingOff, .notReachedServer, .connectionLost, .incorrectDataReturned,
        .requestRejected(statusCode: 400, message: "Invalid or missing API key"), .serverError(statusCode: 503), .rateLimited(retryAt: retryAt),
    ]

    @Test("every case has an English and a Japanese text, and they differ", arguments: everyCase)
    func bothLanguages(error: NetworkError) {
        let english = error.description(in: .english)
        let japanese = error.description(in: .japanese)
        #expect(!english.isEmpty)
        #expect(!japanese.isEmpty)
        #expect(english != japanese)
        #expect(japanese.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }, "written in Japanese")
        #expect(error.description == english)
    }

    @Test("each case has its own text in each language")
    func distinctTexts() {
        for language in AppLanguage.allCases {
            let texts = Set(Self.everyCase.map { $0.description(in: language, timeZone: .gmt) })
            #expect(texts.count == Self.everyCase.count)
        }
    }

    @Test("a rejection gives the status and the server's message when there is one")
    func rejection() {
        let withMessage = NetworkError.requestRejected(statusCode: 400, message: "Invalid or missing API key")
        #expect(withMessage.description(in: .english).contains("HTTP 400: Invalid or missing API key"))
        #expect(withMessage.description(in: .japanese).contains("HTTP 400：Invalid or missing API key"))
        #expect(!NetworkError.requestRejected(statusCode: 403, message: "").description(in: .english).contains("403:"))
    }

    @Test("a rejection names the key's variable only when the user set a key")
    func rejectionKeyHint() {
        let rejection = NetworkError.requestRejected(statusCode: 400, message: "q is too long")
        for language in AppLanguage.allCases {
            #expect(!rejection.description(in: language).contains("PIXABAY_API_KEY"))
            #expect(!rejection.description(in: language).contains("API"))
            #expect(rejection.description(in: language, keyVariable: "PIXABAY_API_KEY").contains("PIXABAY_API_KEY"))
        }
    }

    @Test("a rate limit says at what clock time searching resumes, in the given time zone")
    func rateLimitClockTime() throws {
        let error = NetworkError.rateLimited(retryAt: Self.retryAt)
        for language in AppLanguage.allCases {
            #expect(error.description(in: language, timeZone: .gmt).contains("13:45:09"))
            #expect(error.description(in: language, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo"))).contains("22:45:09"))
        }
    }

    @Test("no text ever holds the API key, even for errors made from answers that echo it")
    func noKey() async {
        let key = NetworkFixture.apiKey
        let hostileAnswers = [
            StubTransport(status: 400, body: Data("[ERROR 400] \(key) is not valid".utf8)),
            StubTransport(status: 403, headers: ["Content-Type": "text/plain"], body: Data("https://pixabay.com/api/?key=\(key)&q=x".utf8)),
            StubTransport(status: 429, headers: ["X-RateLimit-Reset": key], body: Data(key.utf8)),
            StubTransport(status: 500, body: Data(key.utf8)),
        ]
        var errors = Self.everyCase
        for transport in hostileAnswers {
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(url: NetworkFixture.apiURL, parameters: ["key": key]))
            await run.waitForTermination()
            errors += run.error.map { [$0] } ?? []
        }
        #expect(errors.count == Self.everyCase.count + hostileAnswers.count)
        for error in errors {
            for language in AppLanguage.allCases {
                #expect(!error.description(in: language).contains(key))
            }
        }
    }
}
