import AppSupport

extension NetworkError {
    /// The model's reading of a failed HTTP exchange: no route or no answer becomes
    /// ``notReachedServer``, a broken answer ``connectionLost``, an answer that cannot be used
    /// ``incorrectDataReturned``.
    init(_ error: TransportError) {
        switch error {
        case .notConnectedToInternet: self = .notConnectedToInternet
        case .internationalRoamingOff: self = .internationalRoamingOff
        case .cannotReachServer: self = .notReachedServer
        case .connectionLost: self = .connectionLost
        case .badURL, .badServerResponse, .bodyTooLarge: self = .incorrectDataReturned
        case .rateLimited(let until): self = .rateLimited(retryAt: until)
        case .unknown: self = .unknown
        }
    }
}
