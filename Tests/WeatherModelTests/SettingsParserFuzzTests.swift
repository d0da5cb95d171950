import Foundation
import Testing
import TestSupport
@testable import WeatherModel

/// The settings parser under random input: texts made of the pieces a settings file is made of
/// (and of what it must not hold), cut, repeated and shuffled from a seed. Every text ends in
/// entries or a problem at a place inside the text; and every text it reads is TOML with the same
/// values, as Python's `tomllib` reads it (when python3 with tomllib is there; the random part
/// runs without it). `SETTINGS_FUZZ_SEED` replays a seed, `SETTINGS_FUZZ_RUNS` sets the count.
@Suite("SettingsParser under random input")
struct SettingsParserFuzzTests {
    /// The pieces texts are made of.
    static let pieces = [
        "cities", "a", "b_2", "-x", " ", "\t", "\n", "\r\n", "\r", "=", " = ", "[", "]", ",", "#", "# note", "\"", "'", "\"\"\"",
        "1850147", "1_000", "-3", "+0", "0", "012", "1.5", "1e3", "0x1F", "9999999999999999999", "true", "false", "tru", "inf",
        "\"Tokyo\"", "'東京'", "\"a\\tb\"", "\\", "\\u00e9", "\\U0001F600", "\\uD800", "\\x", "{", "}", ".", "東京", "Москва",
        "\u{7}", "\u{0}", "\u{7F}", "\u{FEFF}", "é", "\u{301}", "😀",
    ]

    /// A random text: up to 40 pieces, or a valid file with a few pieces inserted, removed or replaced.
    static func randomText(using generator: inout SeededGenerator) -> String {
        if Bool.random(using: &generator) {
            return (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        var text = Array(WeatherSettings.text(cityIDs: [1_850_147, 2_988_507]) + "flag = true\nnames = [\"a\", 'b', [1, 2]]\n")
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !text.isEmpty {
            let index = Int.random(in: 0..<text.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: text.insert(contentsOf: pieces.randomElement(using: &generator)!, at: index)
            case 1: text.remove(at: index)
            default: text[index] = pieces.randomElement(using: &generator)!.first ?? " "
            }
        }
        return String(text)
    }

    /// The values of `entries` as JSON would hold them, for comparing with Python's reading.
    static func json(_ kind: SettingsValue.Kind) -> Any {
        switch kind {
        case let .integer(value): value
        case let .string(text): text
        case let .boolean(flag): flag
        case let .array(elements): elements.map { json($0.kind) }
        }
    }

    @Test("ends every random text in entries or a problem inside it; whatever it reads, tomllib reads the same")
    func randomTexts() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SETTINGS_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
        let runs = environment["SETTINGS_FUZZ_RUNS"].flatMap(Int.init) ?? 3_000
        print("settings fuzz seed \(seed), \(runs) texts (SETTINGS_FUZZ_SEED=\(seed) replays it)")
        var generator = SeededGenerator(seed: seed)
        var read: [[String: Any]] = []
        for _ in 0..<runs {
            let text = Self.randomText(using: &generator)
            do throws(WeatherSettingsError) {
                let entries = try SettingsParser.entries(in: text)
                read.append(["text": text, "values": Dictionary(uniqueKeysWithValues: entries.map { ($0.name, Self.json($0.value.kind)) })])
            } catch {
                guard case let .syntax(line, column, _) = error else {
                    Issue.record("seed \(seed): \(text.debugDescription) failed with \(error)")
                    continue
                }
                let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
                let fits = line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1].count + 1
                #expect(fits, "seed \(seed): \(text.debugDescription): line \(line), column \(column) is not in the text")
            }
        }
        #expect(read.count > runs / 50, "seed \(seed): only \(read.count) texts read: the mix makes too few valid ones")
        try Self.compareWithTOMLLib(read, seed: seed)
    }

    /// Has python3's tomllib read each text of `read` and checks it finds the same values.
    static func compareWithTOMLLib(_ read: [[String: Any]], seed: UInt64) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "settings-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = folder.appending(path: "cases.json")
        try JSONSerialization.data(withJSONObject: read).write(to: cases)
        let script = """
            import json, sys
            try:
                import tomllib
            except ImportError:
                print("no tomllib"); sys.exit(0)
            for case in json.load(open(sys.argv[1], encoding="utf-8")):
                text = case["text"]
                if text.startswith("\\ufeff"):
                    text = text[1:]
                try:
                    found = tomllib.loads(text)
                except Exception as error:
                    print("tomllib refuses", json.dumps(case["text"]), error); continue
                if json.dumps(found, sort_keys=True) != json.dumps(case["values"], sort_keys=True):
                    print("tomllib reads", json.dumps(case["text"]), "as", found, "not", case["values"])
            """
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, cases.path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, !text.hasPrefix("no tomllib") else { return }
        #expect(text.isEmpty, "seed \(seed):\n\(text)")
    }
}
