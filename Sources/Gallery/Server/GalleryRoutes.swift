import Hummingbird
import Logging

/// The server's routes: the Pixabay API and its images, the OpenWeatherMap API, behind the
/// request limits and the access log. Every route answers GET and HEAD; other methods get 405.
enum GalleryRoutes {
    private typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Response

    /// `baseURL` gives the bound address for links when a request's Host header is unusable.
    static func router(
        catalog: GalleryCatalog, configuration: GalleryConfiguration, baseURL: @escaping @Sendable () -> String
    ) -> Router<BasicRequestContext> {
        let logger = configuration.logger
        let limiter = RateLimiter(limit: configuration.rateLimit)
        let cache = SearchCache(index: catalog.index, capacity: configuration.searchCacheSize)
        let weather = WeatherController(keys: configuration.apiKeys, now: configuration.now)
        let routes: [(path: RouterPath, handler: Handler)] = [
            ("api", { request, _ in
                PixabayController(
                    index: catalog.index, cache: cache, keys: configuration.apiKeys, limiter: limiter, fallbackBaseURL: baseURL(), logger: logger
                ).respond(to: request)
            }),
            ("images/:file", { request, context in
                await images(catalog, baseURL(), logger).image(request, name: context.parameters.get("file") ?? "")
            }),
            ("users/:file", { request, context in
                await images(catalog, baseURL(), logger).avatar(request, name: context.parameters.get("file") ?? "")
            }),
            ("photos/:slug", { request, context in
                images(catalog, baseURL(), logger).page(request, slug: context.parameters.get("slug") ?? "")
            }),
            ("data/2.5/weather", { request, _ in weather.weather(request) }),
            ("data/2.5/group", { request, _ in weather.group(request) }),
        ]

        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLimitMiddleware())
        router.add(middleware: AccessLogMiddleware(logger: logger))
        router.add(middleware: ReadOnlyMethodsMiddleware(servedPaths: routes.map(\.path)))
        for route in routes {
            router.get(route.path, use: route.handler)
        }
        return router
    }

    private static func images(_ catalog: GalleryCatalog, _ baseURL: String, _ logger: Logger) -> ImageController {
        ImageController(index: catalog.index, store: catalog.store, fallbackBaseURL: baseURL, logger: logger)
    }
}
