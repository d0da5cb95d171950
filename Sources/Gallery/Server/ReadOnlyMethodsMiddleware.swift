import Hummingbird
import HTTPTypes

/// Answers 405 with `Allow: GET, HEAD` to any other method on a path the server serves, before
/// any handler runs (so such a request renders nothing and is not counted against a key); every
/// Gallery endpoint is read-only. Requests for paths the server does not serve go on to the
/// router's 404. HEAD itself is answered by the router (`RouterOptions.autoGenerateHeadEndpoints`).
struct ReadOnlyMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The routes' paths, matched segment by segment as the router matches them.
    let servedPaths: [RouterPath]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head, serves(request.uri.path) else {
            return try await next(request, context)
        }
        return PlainResponse.text("Only GET and HEAD are served here.", status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
    }

    private func serves(_ path: String) -> Bool {
        let segments = path.split(separator: "/")
        return servedPaths.contains { route in
            route.count == segments.count && zip(route, segments).allSatisfy { element, segment in element ~= segment }
        }
    }
}
