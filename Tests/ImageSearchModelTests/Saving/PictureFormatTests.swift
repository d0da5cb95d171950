import Foundation
import ImageSearchModel
import Testing

@Suite("PictureFormat")
struct PictureFormatTests {
    @Test("tells JPEG, PNG, GIF and WebP by their first bytes", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0], PictureFormat.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], .png),
        (Array("GIF87a".utf8), .gif),
        (Array("GIF89a".utf8), .gif),
        (Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WEBP".utf8), .webp),
    ] as [([UInt8], PictureFormat)])
    func sniffs(bytes: [UInt8], format: PictureFormat) {
        #expect(PictureFormat(sniffing: bytes) == format)
    }

    @Test("anything else is no picture: HTML, text, nothing, a RIFF that is not WebP, a cut signature", arguments: [
        Array("<!DOCTYPE html>".utf8), Array("{\"error\":1}".utf8), [], Array("RIFF\0\0\0\0WAVE".utf8), [0x89, 0x50, 0x4E], [0xFF, 0xD8],
    ])
    func refuses(bytes: [UInt8]) {
        #expect(PictureFormat(sniffing: bytes) == nil)
    }

    @Test("names its file extension")
    func extensions() {
        #expect(PictureFormat.allCases.map(\.fileExtension) == ["jpg", "png", "gif", "webp"])
    }
}
