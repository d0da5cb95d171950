import AppSupport
import Foundation

extension NetworkError {
    /// The error that `response`'s status stands for, or nil for a success (2xx). A 429 gives the
    /// time the server allows the next request (``HTTPResponse/retryDate(receivedAt:)``, counted
    /// from `now`), any other 4xx the server's own explanation (see ``ServerMessage``), a 5xx the
    /// status; anything else (1xx, or a redirect left unfollowed) is an answer the model cannot
    /// use.
    init?(response: HTTPResponse, redactor: SecretRedactor, now: Date) {
        switch response.statusCode {
        case 200..<300:
            return nil
        case 429:
            self = .rateLimited(retryAt: response.retryDate(receivedAt: now))
        case 400..<500:
            self = .requestRejected(statusCode: response.statusCode, message: ServerMessage.message(of: response, redactor: redactor))
        case 500..<600:
            self = .serverError(statusCode: response.statusCode)
        default:
            self = .incorrectDataReturned
        }
    }
}
