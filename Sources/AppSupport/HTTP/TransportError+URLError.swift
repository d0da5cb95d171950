import Foundation

extension TransportError {
    /// The transport error for a failure that `URLSession` reported as `error`: a `URLError` code
    /// mapped to the reason the user can act on; anything else is ``unknown(code:)`` with -1.
    init(urlSessionError error: any Error) {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: error.code) else {
            self = .unknown(code: -1)
            return
        }
        self.init(urlErrorCode: code)
    }

    /// The transport error for the `URLError` code `code`.
    init(urlErrorCode code: URLError.Code) {
        switch code {
        case .notConnectedToInternet: self = .notConnectedToInternet
        case .internationalRoamingOff: self = .internationalRoamingOff
        case .timedOut: self = .cannotReachServer(.timedOut)
        case .cannotFindHost: self = .cannotReachServer(.cannotFindHost)
        case .cannotConnectToHost: self = .cannotReachServer(.cannotConnect)
        case .dnsLookupFailed: self = .cannotReachServer(.dnsFailure)
        case .networkConnectionLost: self = .connectionLost
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = .badServerResponse
        case .badURL, .unsupportedURL: self = .badURL
        default: self = .unknown(code: code.rawValue)
        }
    }
}
