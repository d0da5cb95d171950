import Hummingbird
import Logging

/// Logs each request's method, path (never the query, which carries API keys), status and
/// duration at debug level.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard logger.logLevel <= .debug else { return try await next(request, context) }
        let start = ContinuousClock.now
        let response = try await next(request, context)
        logger.debug("request", metadata: [
            "method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(response.status.code)",
            "duration": "\(ContinuousClock.now - start)",
        ])
        return response
    }
}
