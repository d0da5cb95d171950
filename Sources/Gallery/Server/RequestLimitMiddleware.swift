import Hummingbird

/// Refuses oversized requests before any handler runs: targets over 4 KiB (414) and declared
/// bodies over 16 KiB (413); the endpoints take no bodies. Header sizes are bounded by the HTTP
/// decoder's configuration in `GalleryServer`.
struct RequestLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    static var maximumTargetLength: Int { 4_096 }
    static var maximumBodyLength: Int { 16_384 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if (request.head.path?.utf8.count ?? 0) > Self.maximumTargetLength {
            return PlainResponse.text("Request target too long.", status: .uriTooLong)
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > Self.maximumBodyLength {
            return PlainResponse.text("Request body too large.", status: .contentTooLarge)
        }
        return try await next(request, context)
    }
}
