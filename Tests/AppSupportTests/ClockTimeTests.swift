import AppSupport
import Foundation
import Testing

@Suite("ClockTime")
struct ClockTimeTests {
    @Test("writes a moment as hours, minutes and seconds on a 24-hour clock, with leading zeros")
    func format() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(ClockTime.text(of: Date(timeIntervalSince1970: 3_600 * 14 + 60 * 3 + 7), in: utc) == "14:03:07")
        #expect(ClockTime.text(of: Date(timeIntervalSince1970: 5), in: utc) == "00:00:05")
    }

    @Test("gives the clock time of the time zone asked for")
    func timeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(ClockTime.text(of: Date(timeIntervalSince1970: 0), in: tokyo) == "09:00:00")
    }
}
