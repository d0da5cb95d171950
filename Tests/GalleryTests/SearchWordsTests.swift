import Foundation
@testable import Gallery
import Testing
import TestSupport

@Suite("Words of a search and the full-text expression made of them")
struct SearchWordsTests {
    @Suite("splitting q")
    struct Splitting {
        @Test("splits on Unicode scalars, so a letter never carries a following quote or colon into a word", arguments: [
            ("\u{0D4E}\"", ["\u{0D4E}"]), ("a\u{0D4E}\":tags", ["a\u{0D4E}", "tags"]), ("x\u{0600}:y", ["x", "y"]),
            ("Mountain Lake", ["mountain", "lake"]), ("sunset,lake;sky", ["sunset", "lake", "sky"]), ("山 夕焼け", ["山", "夕焼け"]),
        ])
        func splits(q: String, words: [String]) {
            #expect(SearchWords.split(q) == words)
        }

        @Test("keeps combining marks and joiners inside their word", arguments: [
            ("cafe\u{0301} bar", ["cafe\u{0301}", "bar"]), ("क्\u{200D}ष", ["क्\u{200D}ष"]), ("नमस्ते", ["नमस्ते"]),
        ])
        func keepsMarks(q: String, words: [String]) {
            #expect(SearchWords.split(q) == words)
        }
    }

    @Suite("the MATCH expression")
    struct Expression {
        @Test("quotes every word and doubles the quotes inside it")
        func quotes() {
            var query = ImageQuery()
            query.words = ["say \"hi\"", "x"]
            query.colors = [.blue]
            #expect(query.matchExpression == #"tags : "say ""hi""" AND tags : "x" AND colors : ("blue")"#)
        }

        @Test("finds the quote a letter has joined into one Character")
        func quotesInsideCharacters() {
            var query = ImageQuery()
            query.words = ["\u{0D4E}\""]
            query.language = .japanese
            #expect(query.words[0].count == 1, "U+0D4E and the quote are one Character")
            #expect(query.matchExpression == "{tags tags_ja} : \"\u{0D4E}\"\"\"")
        }

        @Test("a MATCH that SQLite refuses finds nothing instead of failing")
        func refusedMatchFindsNothing() throws {
            let temporary = try TemporaryIndex(demoImages: 5)
            defer { temporary.remove() }
            let index = temporary.index
            var hits = 0
            try index.search(ImageQuery(), matching: #"tags : "unbalanced"#) { _, _ in hits += 1 }
            #expect(hits == 0 && index.refusedMatches == 1)
        }
    }

    @Suite("random Unicode in q")
    struct RandomUnicode {
        /// Scalars that have broken word splitting or FTS5 syntax, or are likely to: quotes, colons
        /// and operators; prepended letters (U+0D4E, U+0600) and combining marks that join the
        /// next or previous character; joiners, variation selectors, controls, bidi overrides,
        /// regional indicators, Hangul jamo; and any scalar at all.
        static func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
            let tricky: [ClosedRange<UInt32>] = [
                0x22...0x22, 0x3A...0x3A, 0x20...0x7E, 0x61...0x7A, 0x0D4E...0x0D4E, 0x0600...0x0605, 0x06DD...0x06DD,
                0x110BD...0x110BD, 0x0300...0x036F, 0x20D0...0x20F0, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F,
                0x0000...0x001F, 0x007F...0x009F, 0x202A...0x202E, 0x1F1E6...0x1F1FF, 0x1100...0x11FF, 0x5C71...0x5C71,
                0x1F600...0x1F64F, 0x0E01...0x0E5B, 0x0900...0x097F,
            ]
            while true {
                let value = generator.next() % 4 == 0
                    ? UInt32(generator.next() % 0x11_0000)
                    : tricky[Int(generator.next() % UInt64(tricky.count))].randomElement(using: &generator) ?? 0x22
                if let scalar = Unicode.Scalar(value) { return scalar }
            }
        }

        static func randomQuery(using generator: inout SeededGenerator) -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + generator.next() % 24) { scalars.append(randomScalar(using: &generator)) }
            return String(scalars)
        }

        static func percentEncoded(_ text: String) -> String {
            text.utf8.map { String(format: "%%%02X", $0) }.joined()
        }

        @Test("never fails a search: every answer is 200 with JSON or a 400 error", arguments: [1, 2, 3])
        func neverFails(seed: UInt64) async throws {
            var generator = SeededGenerator(seed: seed)
            try await TestGallery.with { server in
                for round in 0..<150 {
                    let q = Self.randomQuery(using: &generator)
                    let extra = ["", "&lang=ja", "&colors=red,blue", "&order=latest&safesearch=true"][round % 4]
                    let response = try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=\(Self.percentEncoded(q))\(extra)")
                    let scalars = q.unicodeScalars.map { String($0.value, radix: 16) }
                    #expect([200, 400].contains(response.status), "q scalars \(scalars), seed \(seed): \(response.text)")
                    if response.status == 200 { #expect(throws: Never.self) { try response.jsonObject() } }
                }
            }
        }

        @Test("SQLite accepts the expression made of any random words", arguments: [4, 5])
        func indexAnswers(seed: UInt64) throws {
            var generator = SeededGenerator(seed: seed)
            let temporary = try TemporaryIndex(demoImages: 20)
            defer { temporary.remove() }
            let index = temporary.index
            for round in 0..<2_000 {
                var query = ImageQuery()
                query.words = SearchWords.split(Self.randomQuery(using: &generator))
                query.language = round % 2 == 0 ? .english : .japanese
                try index.search(query) { _, _ in }
                #expect(index.refusedMatches == 0, "words \(query.words.map { $0.unicodeScalars.map(\.value) })")
                if index.refusedMatches > 0 { break }
            }
        }
    }
}
