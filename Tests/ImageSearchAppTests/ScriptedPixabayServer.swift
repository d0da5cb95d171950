import Foundation
import ReactiveCore
import TestSupport

/// A Pixabay-compatible server for end-to-end runs, scripted per search: each search text gets
/// its answers in turn (the last one repeats), made of pages of hits tagged with the text itself,
/// so that a screen shows which search its rows belong to. Previews are answered 404 (blank).
final class ScriptedPixabayServer: Sendable {
    /// One answer to a search request.
    enum Answer: Sendable {
        /// A page of `count` hits of `total` (`totalHits` capped at 500, as Pixabay does).
        case hits(count: Int, total: Int)
        /// HTTP 429, the limit resetting after `seconds`.
        case rateLimited(seconds: Int)
    }

    private let server: StubHTTPServer
    private let asked = Locked<[String: Int]>([:])

    /// `http://127.0.0.1:PORT`.
    var baseURL: String { server.baseURL.absoluteString }

    /// A server answering a search for text `q` with `script[q]` (every image: the key "").
    init(_ script: [String: [Answer]]) throws {
        let asked = asked
        server = try StubHTTPServer { request in
            guard request.path.hasPrefix("/api") else { return .answer(status: 404, text: "no such picture") }
            let text = request.queryValue("q") ?? ""
            let page = Int(request.queryValue("page") ?? "1") ?? 1
            let number = asked.withLock { asked in
                defer { asked[text, default: 0] += 1 }
                return asked[text, default: 0]
            }
            guard let answers = script[text], let answer = answers[safe: number] ?? answers.last else {
                return .answer(status: 400, text: "[ERROR 400] unexpected search")
            }
            let limitFields = ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "50", "X-RateLimit-Reset": "60"]
            switch answer {
            case let .hits(count, total):
                let body = Self.page(text: text, page: page, count: count, total: total)
                return .answer(headers: limitFields.merging(["Content-Type": "application/json"]) { $1 }, body: body)
            case let .rateLimited(seconds):
                return .answer(status: 429, headers: ["Retry-After": "\(seconds)", "X-RateLimit-Remaining": "0"], text: "[ERROR 429] too many requests")
            }
        }
    }

    /// A search answer: `count` hits tagged `text` (or "everything"), numbered by page.
    private static func page(text: String, page: Int, count: Int, total: Int) -> Data {
        let tag = text.isEmpty ? "everything" : text
        let hits = (0..<count).map { index in
            let id = page * 1000 + index
            return """
                {"id":\(id),"pageURL":"http://127.0.0.1/\(id)/","tags":"\(tag), row \(id)","previewURL":"http://127.0.0.1/p/\(id).jpg",\
                "previewWidth":150,"previewHeight":100,"webformatURL":"http://127.0.0.1/w/\(id).jpg","webformatWidth":640,\
                "webformatHeight":427,"imageWidth":4000,"imageHeight":2667,"views":1,"downloads":2,"likes":3,"user":"someone"}
                """
        }
        return Data(#"{"total":\#(total),"totalHits":\#(min(total, 500)),"hits":[\#(hits.joined(separator: ","))]}"#.utf8)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
