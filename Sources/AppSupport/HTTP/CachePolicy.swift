import Foundation

/// How long ``ResponseCache`` answers a request from an answer it stored, by where the answer
/// came from:
///
/// - From a host that asks clients to cache for a fixed time (``fixedLifetimeDomains`` and
///   their subdomains — Pixabay asks for 24 hours for `pixabay.com`): that time, whatever the
///   answer says.
/// - From any other server: as the answer's `Cache-Control` says — `max-age` seconds, less its
///   `Age`; not at all with `no-store` or `no-cache`, or without `max-age`. So a refresh or a
///   relaunch shows what such a server answers now, unless it allowed keeping the answer.
///
/// No answer is kept longer than ``maximumLifetime``. A value; pure.
public struct CachePolicy: Sendable, Hashable {
    /// Pixabay's rule: identical requests answered from a cache for 24 hours.
    public static let pixabayLifetime: TimeInterval = 24 * 60 * 60

    /// Pixabay's rule for `pixabay.com` (its API and its image hosts), the servers' own word
    /// elsewhere, nothing kept longer than a day.
    public static let standard = CachePolicy(fixedLifetimeDomains: ["pixabay.com"], fixedLifetime: pixabayLifetime, maximumLifetime: pixabayLifetime)

    /// The domains (lower case) whose answers, and their subdomains', are kept for
    /// ``fixedLifetime``.
    public var fixedLifetimeDomains: Set<String>
    /// How long answers from ``fixedLifetimeDomains`` are used.
    public var fixedLifetime: TimeInterval
    /// The longest any answer is used.
    public var maximumLifetime: TimeInterval

    /// A policy with these domains and times.
    public init(fixedLifetimeDomains: Set<String>, fixedLifetime: TimeInterval, maximumLifetime: TimeInterval) {
        self.fixedLifetimeDomains = fixedLifetimeDomains
        self.fixedLifetime = fixedLifetime
        self.maximumLifetime = maximumLifetime
    }

    /// How many seconds `response`, the answer to a request for `url`, may be used; nil when it
    /// must not be kept.
    public func lifetime(of response: HTTPResponse, for url: URL) -> TimeInterval? {
        let lifetime = hasFixedLifetime(url) ? fixedLifetime : Self.serverLifetime(of: response)
        return lifetime.map { min($0, maximumLifetime) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Whether `url`'s host is one of ``fixedLifetimeDomains`` or below one.
    private func hasFixedLifetime(_ url: URL) -> Bool {
        guard let host = url.host()?.lowercased() else { return false }
        return fixedLifetimeDomains.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// The freshness `Cache-Control` gives `response`: `max-age` less `Age`, unless `no-store`
    /// or `no-cache`.
    private static func serverLifetime(of response: HTTPResponse) -> TimeInterval? {
        guard let control = response.header("Cache-Control") else { return nil }
        var maximumAge: TimeInterval?
        for directive in control.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            switch parts.first {
            case "no-store", "no-cache":
                return nil
            case "max-age":
                maximumAge = parts.count == 2 ? RateLimitStatus.seconds(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) : nil
            default:
                continue
            }
        }
        let age = response.header("Age").flatMap(RateLimitStatus.seconds) ?? 0
        return maximumAge.map { $0 - age }
    }
}
