import AppSupport
import Foundation
import Testing

@Suite("SecretRedactor")
struct SecretRedactorTests {
    let redactor = SecretRedactor(secrets: ["12345-abcdef"])

    @Test("replaces a known secret wherever it stands")
    func knownSecret() {
        #expect(redactor.redact("the key 12345-abcdef was refused") == "the key [redacted] was refused")
    }

    @Test("replaces the percent-encoded form of a known secret")
    func encodedSecret() {
        let redactor = SecretRedactor(secrets: ["a b/c"])
        #expect(redactor.redact("q=a%20b%2Fc") == "q=[redacted]")
    }

    @Test("redacts key-like query parameters of any URL, known or not, in any case")
    func keyParameters() {
        let text = "GET https://pixabay.com/api/?q=sea&key=999-zzz&page=2 and /data/2.5/group?id=1&APPID=topsecret#x"
        #expect(SecretRedactor().redact(text) == "GET https://pixabay.com/api/?q=sea&key=[redacted]&page=2 and /data/2.5/group?id=1&APPID=[redacted]#x")
    }

    @Test("leaves parameters that merely end in a key-like name alone")
    func lookalikeParameters() {
        #expect(SecretRedactor().redact("https://h/?monkey=1&key=2") == "https://h/?monkey=1&key=[redacted]")
    }

    @Test("redacts a URL value")
    func urlValue() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/api/?key=12345-abcdef&q=mountain"))
        #expect(redactor.redact(url) == "http://127.0.0.1:8080/api/?key=[redacted]&q=mountain")
    }

    @Test("ignores empty secrets and leaves text without secrets unchanged")
    func nothingToRedact() {
        #expect(SecretRedactor(secrets: [""]).redact("plain text = fine") == "plain text = fine")
    }
}
