import AppSupport
import Testing

@Suite("AppLanguage")
struct AppLanguageTests {
    @Suite("chosen from the environment")
    struct Detection {
        @Test("is English when no locale variable is set")
        func englishByDefault() {
            #expect(AppLanguage(environment: [:]) == .english)
        }

        @Test("is Japanese when LANG names Japanese", arguments: ["ja_JP.UTF-8", "ja_JP", "ja", "ja_JP.eucJP"])
        func japaneseFromLang(value: String) {
            #expect(AppLanguage(environment: ["LANG": value]) == .japanese)
        }

        @Test("is English for other languages, and for names that only start with the letters ja", arguments: ["en_US.UTF-8", "C", "POSIX", "de_DE.UTF-8", "jam_JM"])
        func englishOtherwise(value: String) {
            #expect(AppLanguage(environment: ["LANG": value]) == .english)
        }

        @Test("lets LC_ALL win over LC_MESSAGES, and LC_MESSAGES over LANG")
        func precedence() {
            #expect(AppLanguage(environment: ["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"]) == .japanese)
            #expect(AppLanguage(environment: ["LC_ALL": "en_US", "LANG": "ja_JP.UTF-8"]) == .english)
            #expect(AppLanguage(environment: ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US"]) == .japanese)
        }

        @Test("skips variables that are set but empty")
        func emptyVariablesSkipped() {
            #expect(AppLanguage(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .japanese)
        }
    }

    @Test("picks the text of its own language")
    func picksText() {
        #expect(AppLanguage.english.text(english: "Search", japanese: "検索") == "Search")
        #expect(AppLanguage.japanese.text(english: "Search", japanese: "検索") == "検索")
    }

    @Test("names itself with the code the web APIs take, and parses it back")
    func codes() {
        #expect(AppLanguage.english.code == "en")
        #expect(AppLanguage.japanese.code == "ja")
        #expect(AppLanguage(rawValue: "ja") == .japanese)
        #expect(AppLanguage(rawValue: "fr") == nil)
    }
}
