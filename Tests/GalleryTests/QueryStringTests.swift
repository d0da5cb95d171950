@testable import Gallery
import Testing

@Suite("Query strings")
struct QueryStringTests {
    @Test("decode plus signs and percent escapes into UTF-8", arguments: [
        ("q=mountain", "mountain"), ("q=sunset+lake", "sunset lake"), ("q=%E5%B1%B1", "山"), ("q=a%2Bb%20c", "a+b c"),
        ("q=%e5%b1%b1+%41", "山 A"), ("q=", ""), ("q", ""),
    ])
    func decodes(query: String, expected: String) {
        #expect(QueryString(query)["q"] == expected)
    }

    @Test("keep malformed escapes and invalid UTF-8 as written, with plus signs as spaces", arguments: [
        ("q=100%", "100%"), ("q=%zz+x", "%zz x"), ("q=%E5%B1", "%E5%B1"), ("q=%FF", "%FF"), ("q=%4", "%4"),
    ])
    func keepsMalformedValues(query: String, expected: String) {
        #expect(QueryString(query)["q"] == expected)
    }

    @Test("the first of repeated names wins; names are decoded too; empty pairs are skipped")
    func names() {
        let parameters = QueryString("a=1&&a=2&b%5Fc=3&APPID=k")
        #expect(parameters["a"] == "1" && parameters["b_c"] == "3" && parameters[""] == nil)
        #expect(parameters.value(caseInsensitive: "appid") == "k")
    }
}
