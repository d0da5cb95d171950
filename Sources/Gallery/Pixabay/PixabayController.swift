import Hummingbird
import HTTPTypes
import Logging

/// Answers `GET /api/`: key check, rate limit, parameter validation, one index query, JSON.
///
/// Stateless apart from the shared, thread-safe index and rate limiter; the query runs on the
/// calling task's thread (a few hundred microseconds, never suspending).
struct PixabayController: Sendable {
    let index: ImageIndex
    let keys: APIKeyPolicy
    let limiter: RateLimiter
    /// Used for links when the request's Host header is unusable.
    let fallbackBaseURL: String
    let logger: Logger

    func respond(to request: Request) -> Response {
        let parameters = QueryString(request.uri.query)
        guard let key = parameters["key"], !key.isEmpty else { return Self.response(for: .missingKey) }
        guard keys.accepts(key) else { return Self.response(for: .invalidKey) }
        let decision = limiter.take(key: key)
        guard decision.allowed else { return Self.response(for: .tooManyRequests, headers: decision.headers) }

        let search: SearchRequest
        do {
            search = try SearchRequest(parameters)
        } catch {
            return Self.response(for: error, headers: decision.headers)
        }
        let result: SearchResult
        do {
            result = try index.search(search.query)
        } catch {
            logger.error("search failed", metadata: ["error": "\(error)"])
            return PlainResponse.text("[ERROR 500] The image index could not be read.", status: .internalServerError, headers: decision.headers)
        }
        if result.records.isEmpty && search.page > 1 {
            return Self.response(for: .pageOutOfRange, headers: decision.headers)
        }
        let writer = SearchResponseWriter(baseURL: RequestBaseURL.of(request, fallback: fallbackBaseURL))
        return PlainResponse.bytes(writer.body(for: result), contentType: "application/json", headers: decision.headers)
    }

    private static func response(for error: PixabayError, headers: HTTPFields = [:]) -> Response {
        PlainResponse.text(error.body, status: error.status, headers: headers)
    }
}
