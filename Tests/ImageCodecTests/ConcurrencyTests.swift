import Foundation
import Testing
import ImageCodec

extension ImageCodecTests {
    @Suite("Concurrency")
    struct Concurrency {
        @Test("many images decode concurrently on several threads with the same results as serially")
        func concurrentDecoding() async throws {
            let inputs: [(Data, DecodingOptions)] = try [
                (JPEGEncoder(quality: 85).encode(TestImages.smooth(width: 320, height: 200)), DecodingOptions()),
                (JPEGEncoder(quality: 85, isProgressive: true).encode(TestImages.smooth(width: 200, height: 320)), DecodingOptions(maximumSize: ImageSize(width: 64, height: 64))),
                (PNGEncoder().encode(TestImages.smooth(width: 150, height: 100)), DecodingOptions(alpha: .composite(onto: .white))),
                (Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]), DecodingOptions()),
            ]
            let decoder = ImageDecoder()
            let expected = inputs.map { data, options in Result { () throws(ImageCodecError) -> Image in try decoder.decode(data, options: options) } }
            let results = await withTaskGroup(of: (Int, Result<Image, ImageCodecError>).self) { group in
                for task in 0..<48 {
                    let (data, options) = inputs[task % inputs.count]
                    group.addTask {
                        (task % inputs.count, Result { () throws(ImageCodecError) -> Image in try decoder.decode(data, options: options) })
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 48)
            for (index, result) in results {
                #expect(result == expected[index])
            }
        }
    }
}
