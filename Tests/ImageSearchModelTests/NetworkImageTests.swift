import AppSupport
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

extension NetworkTests {
    @Suite("asking for images")
    struct Images {
        /// What `requestImage` makes of an answer of `body`, fitted to `size`.
        static func request(_ body: Data, fitting size: ImageSize? = nil, log: LogRecorder = LogRecorder()) async -> EventRecorder<Image, NetworkError> {
            let run = EventRecorder(NetworkFixture.network(StubTransport(body: body), log: log).requestImage(url: "http://gallery.test/images/1_640.jpg", fitting: size))
            await run.waitForTermination()
            return run
        }

        @Test("a JPEG arrives decoded at its full size, then the request completes")
        func jpeg() async throws {
            let run = await Self.request(try TestImages.jpeg(width: 40, height: 30))
            let image = try #require(run.values.first)
            #expect(image.size == ImageSize(width: 40, height: 30))
            #expect(image.pixelFormat == .rgb)
            #expect(run.isCompleted)
        }

        @Test("a PNG with transparency arrives as RGB")
        func pngWithAlpha() async throws {
            let run = await Self.request(try TestImages.png(width: 20, height: 10, withAlpha: true))
            let image = try #require(run.values.first)
            #expect(image.size == ImageSize(width: 20, height: 10))
            #expect(image.pixelFormat == .rgb)
        }

        @Test("a preview is decoded straight at the size it is fitted to, keeping its aspect ratio")
        func fitted() async throws {
            let jpeg = try #require(await Self.request(try TestImages.jpeg(width: 300, height: 200), fitting: ImageSize(width: 60, height: 60)).values.first)
            #expect(jpeg.size == ImageSize(width: 60, height: 40))
            let png = try #require(await Self.request(try TestImages.png(width: 300, height: 200), fitting: ImageSize(width: 30, height: 90)).values.first)
            #expect(png.size == ImageSize(width: 30, height: 20))
        }

        @Test("a fitting size of zero or less gives a tiny image rather than a failure")
        func degenerateFitting() async throws {
            let image = try #require(await Self.request(try TestImages.jpeg(width: 30, height: 30), fitting: ImageSize(width: 0, height: -4)).values.first)
            #expect(image.size == ImageSize(width: 1, height: 1))
        }

        @Test("asks for JPEG or PNG with the larger image body limit")
        func requestShape() async throws {
            let transport = StubTransport(body: try TestImages.jpeg(width: 8, height: 8))
            let run = EventRecorder(NetworkFixture.network(transport).requestImage(url: "http://gallery.test/images/1_150.jpg"))
            #expect(await run.waitForTermination())
            let request = try #require(transport.requests.first)
            #expect(request.url.absoluteString == "http://gallery.test/images/1_150.jpg")
            #expect(request.headers["Accept"] == "image/jpeg, image/png")
            #expect(request.maximumBodySize == Network.maximumImageBodySize)
        }

        @Test(
            "bytes that are not a whole JPEG or PNG are incorrect data",
            arguments: [
                ("an HTML page", Data("<!DOCTYPE html><html><body>not here</body></html>".utf8)),
                ("zero bytes", Data()),
                ("a JSON answer", Data(#"{"totalHits":0,"hits":[]}"#.utf8)),
                ("JPEG garbage", Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 37) })),
                ("PNG garbage", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 91) })),
                ("half a JPEG signature", Data([0xFF, 0xD8])),
            ])
        func notAnImage(_ name: String, body: Data) async {
            #expect(await Self.request(body).error == .incorrectDataReturned)
        }

        @Test("a truncated JPEG or PNG is incorrect data")
        func truncated() async throws {
            let jpeg = try TestImages.jpeg(width: 64, height: 48)
            let png = try TestImages.png(width: 64, height: 48)
            #expect(await Self.request(jpeg.prefix(jpeg.count / 2)).error == .incorrectDataReturned)
            #expect(await Self.request(png.prefix(png.count / 2)).error == .incorrectDataReturned)
        }

        @Test("a header claiming 30,000 × 30,000 pixels is refused from the header and logged as too large")
        func hugeHeader() async throws {
            for body in [try TestImages.jpegClaiming(width: 30_000, height: 30_000), try TestImages.pngClaiming(width: 30_000, height: 30_000)] {
                let log = LogRecorder()
                #expect(await Self.request(body, fitting: ImageSize(width: 150, height: 150), log: log).error == .incorrectDataReturned)
                #expect(log.logged.contains { $0.level == .notice && $0.line.contains("tooLarge") })
            }
        }

        @Test("an image within the default limits that a stricter limit refuses is incorrect data")
        func injectedLimits() async throws {
            let limits = DecodingLimits(maximumDimension: 32)
            let network = Network(transport: StubTransport(body: try TestImages.jpeg(width: 64, height: 16)), redactor: NetworkFixture.redactor, logger: LogRecorder().logger, decodingLimits: limits)
            let run = EventRecorder(network.requestImage(url: "http://gallery.test/images/1_640.jpg"))
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)
        }

        @Test("an error status for an image maps like one for JSON")
        func errorStatus() async {
            let run = EventRecorder(NetworkFixture.network(StubTransport(status: 404, body: Data("[ERROR 404] No such image".utf8))).requestImage(url: "http://gallery.test/images/9_640.jpg"))
            #expect(await run.waitForTermination())
            #expect(run.error == .requestRejected(statusCode: 404, message: "No such image"))
        }
    }
}
