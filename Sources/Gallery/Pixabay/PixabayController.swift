import Hummingbird
import HTTPTypes
import Logging

/// Answers `GET /api/`: key check, rate limit, parameter validation, one index query, JSON.
///
/// Stateless apart from the shared, thread-safe index, cache and rate limiter; the query runs on
/// the calling task's thread (a few hundred microseconds, never suspending).
struct PixabayController: Sendable {
    let index: ImageIndex
    let cache: SearchCache
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
        let cacheKey = SearchCache.Key(query: search.query, baseURL: RequestBaseURL.of(request, fallback: fallbackBaseURL))
        if let body = cache.body(for: cacheKey) {
            return PlainResponse.buffer(body, contentType: "application/json", headers: decision.headers)
        }
        let generation = index.generation
        var writer = SearchResponseWriter(baseURL: cacheKey.baseURL, expectedHits: search.query.limit)
        var total = 0
        do {
            try index.search(search.query) { template, matches in
                writer.append(template: template, total: matches)
                total = matches
            }
        } catch {
            logger.error("search failed", metadata: ["error": "\(error)"])
            return PlainResponse.text("[ERROR 500] The image index could not be read.", status: .internalServerError, headers: decision.headers)
        }
        if writer.hitCount == 0 && search.page > 1 {
            return Self.response(for: .pageOutOfRange, headers: decision.headers)
        }
        let body = writer.finish(total: total)
        cache.store(body, for: cacheKey, generation: generation)
        return PlainResponse.buffer(body, contentType: "application/json", headers: decision.headers)
    }

    private static func response(for error: PixabayError, headers: HTTPFields = [:]) -> Response {
        PlainResponse.text(error.body, status: error.status, headers: headers)
    }
}
