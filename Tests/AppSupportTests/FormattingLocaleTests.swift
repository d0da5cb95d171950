import AppSupport
import Foundation
import Testing

@Suite("FormattingLocale")
struct FormattingLocaleTests {
    @Test("takes the locale from LANG without its encoding")
    func fromLang() {
        #expect(FormattingLocale.locale(environment: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
    }

    @Test("lets LC_ALL and then LC_NUMERIC win over LANG")
    func precedence() {
        #expect(FormattingLocale.locale(environment: ["LC_ALL": "fr_FR.UTF-8", "LC_NUMERIC": "de_DE", "LANG": "ja_JP"]).identifier == "fr_FR")
        #expect(FormattingLocale.locale(environment: ["LC_NUMERIC": "de_DE@euro", "LANG": "ja_JP"]).identifier == "de_DE")
    }

    @Test("groups digits as in the US for the C locale or none", arguments: [[:], ["LANG": "C"], ["LANG": "POSIX"], ["LC_ALL": "C.UTF-8"]])
    func fallback(environment: [String: String]) {
        #expect(FormattingLocale.locale(environment: environment).identifier == "en_US")
    }

    @Test("gives German grouping for a German locale")
    func germanGrouping() {
        let locale = FormattingLocale.locale(environment: ["LANG": "de_DE.UTF-8"])
        #expect(123_456_789.formatted(.number.locale(locale)) == "123.456.789")
    }
}
