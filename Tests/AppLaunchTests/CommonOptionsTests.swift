import AppLaunch
import AppSupport
import Foundation
import Testing

@Suite("CommonOptions")
struct CommonOptionsTests {
    @Test("accepts an http or https server URL and hands it out")
    func acceptsServer() throws {
        let options = try CommonOptions.parse(["--server", "http://127.0.0.1:8080"])
        #expect(options.serverURL == URL(string: "http://127.0.0.1:8080"))
    }

    @Test("refuses a server that is not an absolute http(s) URL, naming the option", arguments: [
        "ftp://host", "127.0.0.1:8080", "http://", "not a url", "http://127.0.0.1:99999", "http://127.0.0.1:65536", "http://127.0.0.1:0",
    ])
    func refusesServer(value: String) {
        #expect {
            _ = try CommonOptions.parse(["--server", value])
        } throws: { error in
            CommonOptions.message(for: error).contains("--server")
        }
    }

    @Test("takes the language from --lang over the environment")
    func languageOption() throws {
        let options = try CommonOptions.parse(["--lang", "ja"])
        #expect(options.language(environment: ["LANG": "en_US.UTF-8"]) == .japanese)
    }

    @Test("takes the language from the environment without --lang")
    func languageFromEnvironment() throws {
        let options = try CommonOptions.parse([])
        #expect(options.language(environment: ["LANG": "ja_JP.UTF-8"]) == .japanese)
        #expect(options.language(environment: [:]) == .english)
    }

    @Test("refuses a language other than en or ja")
    func refusesLanguage() {
        #expect {
            _ = try CommonOptions.parse(["--lang", "fr"])
        } throws: { error in
            CommonOptions.message(for: error).contains("--lang must be en or ja")
        }
    }

    @Test("takes a log file path")
    func logFile() throws {
        #expect(try CommonOptions.parse(["--log-file", "/tmp/app.log"]).logFile == "/tmp/app.log")
        #expect(try CommonOptions.parse([]).logFile == nil)
    }
}
