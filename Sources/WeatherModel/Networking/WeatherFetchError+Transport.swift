import AppSupport

extension WeatherFetchError {
    /// The fetch error for an exchange that produced no answer.
    public init(_ error: TransportError) {
        switch error {
        case .notConnectedToInternet, .internationalRoamingOff: self = .notConnectedToInternet
        case let .cannotReachServer(reason): self = .serverNotReached(reason)
        case .connectionLost: self = .connectionLost
        case .badServerResponse, .bodyTooLarge: self = .incorrectDataReturned
        case let .rateLimited(until): self = .rateLimited(retryAt: until)
        case .badURL: self = .unknown(code: -1)
        case let .unknown(code): self = .unknown(code: code)
        }
    }
}
