import AppSupport
import Foundation
import Testing

@Suite("CachePolicy")
struct CachePolicyTests {
    let policy = CachePolicy.standard

    func lifetime(_ url: String, _ headers: [String: String] = [:]) -> TimeInterval? {
        policy.lifetime(of: HTTPResponse(url: URL(string: url)!, statusCode: 200, headers: headers), for: URL(string: url)!)
    }

    @Test("keeps Pixabay's answers 24 hours, whatever they say", arguments: ["https://pixabay.com/api/?q=cat", "https://cdn.pixabay.com/photo/1_150.jpg", "https://PIXABAY.COM/api/"])
    func pixabay(url: String) {
        #expect(lifetime(url) == 86_400)
        #expect(lifetime(url, ["Cache-Control": "no-store"]) == 86_400)
    }

    @Test("keeps another server's answers as long as its Cache-Control says, less their age")
    func otherServers() {
        #expect(lifetime("http://127.0.0.1:8080/api/?q=cat") == nil)
        #expect(lifetime("http://127.0.0.1:8080/i.jpg", ["Cache-Control": "public, max-age=600"]) == 600)
        #expect(lifetime("http://127.0.0.1:8080/i.jpg", ["Cache-Control": "max-age=600", "Age": "100"]) == 500)
        #expect(lifetime("http://127.0.0.1:8080/i.jpg", ["Cache-Control": "max-age=600", "Age": "700"]) == nil)
        #expect(lifetime("http://notpixabay.com/i.jpg", ["Cache-Control": "private"]) == nil)
    }

    @Test("keeps nothing that says no-store or no-cache, and nothing longer than a day")
    func limits() {
        #expect(lifetime("http://example.com/x", ["Cache-Control": "max-age=600, no-store"]) == nil)
        #expect(lifetime("http://example.com/x", ["Cache-Control": "no-cache, max-age=600"]) == nil)
        #expect(lifetime("http://example.com/x", ["Cache-Control": "max-age=31536000"]) == 86_400)
        #expect(lifetime("http://example.com/x", ["Cache-Control": "max-age=soon"]) == nil)
    }
}
