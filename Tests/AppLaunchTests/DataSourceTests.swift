import AppLaunch
import Foundation
import Testing

@Suite("DataSource")
struct DataSourceTests {
    let official = URL(string: "https://pixabay.com")!
    let server = URL(string: "http://127.0.0.1:9000")!

    @Test("is the embedded gallery with neither a server nor a key")
    func embedded() {
        #expect(DataSource.choose(server: nil, keyVariable: "PIXABAY_API_KEY", officialBaseURL: official, environment: [:]) == .embeddedGallery)
    }

    @Test("is the real service when the key is set")
    func officialService() {
        let source = DataSource.choose(server: nil, keyVariable: "PIXABAY_API_KEY", officialBaseURL: official, environment: ["PIXABAY_API_KEY": " k-1 \n"])
        #expect(source == .remote(baseURL: official, apiKey: "k-1", isOfficial: true))
    }

    @Test("is the given server, with the key or the placeholder")
    func givenServer() {
        #expect(DataSource.choose(server: server, keyVariable: "K", officialBaseURL: official, environment: ["K": "abc"])
            == .remote(baseURL: server, apiKey: "abc", isOfficial: false))
        #expect(DataSource.choose(server: server, keyVariable: "K", officialBaseURL: official, environment: ["K": "  "])
            == .remote(baseURL: server, apiKey: DataSource.placeholderKey, isOfficial: false))
    }
}
