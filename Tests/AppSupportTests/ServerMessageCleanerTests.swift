import AppSupport
import Testing

@Suite("ServerMessageCleaner")
struct ServerMessageCleanerTests {
    static let secret = "s3cr3t-0123456789"
    let cleaner = ServerMessageCleaner(redactor: SecretRedactor(secrets: [secret]))

    @Suite("readable text")
    struct Readable {
        let cleaner = ServerMessageCleanerTests().cleaner

        @Test("control characters and line breaks become one space, and the ends are trimmed")
        func controls() {
            #expect(cleaner.readable("\r\n bad\u{1B}[31m key\u{7}\n\tnow \u{9B}2J\u{0} ") == "bad [31m key now 2J")
            #expect(cleaner.readable("one\u{2028}two\u{2029}three\u{85}four\u{A0}five") == "one two three four five")
        }

        @Test("format characters, private-use and unassigned code points are dropped without a space")
        func invisibles() {
            #expect(cleaner.readable("now\u{202E}evil\u{200B}!\u{2066}x\u{FEFF}y") == "nowevil!xy")
            #expect(cleaner.readable("a\u{E000}b\u{F0000}c\u{0378}d") == "abcd")
        }

        @Test("keeps every other character as it is")
        func keepsText() {
            #expect(cleaner.readable("Invalid key — 言葉 é (ok) <b>") == "Invalid key — 言葉 é (ok) <b>")
        }

        @Test("reading a readable text again changes nothing")
        func idempotent() {
            let once = cleaner.readable("\t a \u{200B}b\n\nc  " + String(repeating: "z ", count: 2_000))
            #expect(cleaner.readable(once) == once)
        }

        @Test("an empty or all-invisible text gives nothing")
        func empty() {
            #expect(cleaner.readable("") == "")
            #expect(cleaner.readable(" \u{200B}\n\u{0}\t") == "")
        }
    }

    @Suite("cleaning")
    struct Cleaning {
        let cleaner = ServerMessageCleanerTests().cleaner
        let secret = ServerMessageCleanerTests.secret

        @Test("redacts known secrets and key-like parameters")
        func redacts() {
            #expect(cleaner.clean("key \(secret) refused; see https://x.test/?key=other") == "key [redacted] refused; see https://x.test/?key=[redacted]")
        }

        @Test("redacts a secret split by invisible marks")
        func splitSecret() {
            let split = secret.prefix(4) + "\u{200B}\u{202E}" + secret.dropFirst(4)
            #expect(cleaner.clean("key \(split)!") == "key [redacted]!")
        }

        @Test("cuts a long message to the maximum length, ending it with …")
        func cuts() {
            let message = cleaner.clean(String(repeating: "言葉 ", count: 5_000))
            #expect(message.count == ServerMessageCleaner.defaultMaximumLength)
            #expect(message.hasSuffix("…"))
            #expect(ServerMessageCleaner.defaultMaximumLength == 200)
        }

        @Test("keeps a message of exactly the maximum length whole")
        func exactLength() {
            let text = String(repeating: "x", count: 200)
            #expect(cleaner.clean(text) == text)
        }

        @Test("a secret straddling the cut is redacted before the cut, not left in part")
        func secretAtCut() {
            let message = cleaner.clean(String(repeating: "x", count: 195) + secret + " tail")
            #expect(message == String(repeating: "x", count: 195) + "[red…")
        }

        @Test("takes its maximum length from its creator; at least one character is kept")
        func customLength() {
            let short = ServerMessageCleaner(redactor: SecretRedactor(), maximumLength: 5)
            #expect(short.clean("abcdefgh") == "abcd…")
            #expect(short.maximumLength == 5)
            #expect(ServerMessageCleaner(redactor: SecretRedactor(), maximumLength: 0).clean("abc") == "…")
        }

        @Test("cleaning a clean message changes nothing")
        func idempotent() {
            let once = cleaner.clean("a\u{1B}b \(secret) " + String(repeating: "y", count: 400))
            #expect(cleaner.clean(once) == once)
        }
    }
}
