import Hummingbird
import Logging

/// The server's routes: the Pixabay API and its images, the OpenWeatherMap API, behind the
/// request limits and the access log.
enum GalleryRoutes {
    /// `baseURL` gives the bound address for links when a request's Host header is unusable.
    static func router(
        catalog: GalleryCatalog, configuration: GalleryConfiguration, baseURL: @escaping @Sendable () -> String
    ) -> Router<BasicRequestContext> {
        let logger = configuration.logger
        let router = Router()
        router.add(middleware: RequestLimitMiddleware())
        router.add(middleware: AccessLogMiddleware(logger: logger))

        let limiter = RateLimiter(limit: configuration.rateLimit)
        let cache = SearchCache(index: catalog.index, capacity: configuration.searchCacheSize)
        router.get("api") { request, _ in
            PixabayController(
                index: catalog.index, cache: cache, keys: configuration.apiKeys, limiter: limiter, fallbackBaseURL: baseURL(), logger: logger
            ).respond(to: request)
        }
        router.get("images/:file") { request, context in
            await images(catalog, baseURL(), logger).image(request, name: context.parameters.get("file") ?? "")
        }
        router.get("users/:file") { request, context in
            await images(catalog, baseURL(), logger).avatar(request, name: context.parameters.get("file") ?? "")
        }
        router.get("photos/:slug") { request, context in
            images(catalog, baseURL(), logger).page(request, slug: context.parameters.get("slug") ?? "")
        }

        let weather = WeatherController(keys: configuration.apiKeys, now: configuration.now)
        router.get("data/2.5/weather") { request, _ in weather.weather(request) }
        router.get("data/2.5/group") { request, _ in weather.group(request) }
        return router
    }

    private static func images(_ catalog: GalleryCatalog, _ baseURL: String, _ logger: Logger) -> ImageController {
        ImageController(index: catalog.index, store: catalog.store, fallbackBaseURL: baseURL, logger: logger)
    }
}
