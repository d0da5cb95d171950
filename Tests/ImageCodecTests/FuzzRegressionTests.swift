import Foundation
import Testing
import ImageCodec

extension ImageCodecTests {
    @Suite("Fuzzer findings")
    struct FuzzRegressions {
        /// Inputs kept from fuzzing (see Fuzz/run.sh), replayed on every test run: the
        /// coverage-minimised corpus (`-merge=1`) of the fuzz runs, plus any input that ever crashed.
        static let inputs: [URL] = {
            guard let directory = Bundle.module.url(forResource: "Regressions", withExtension: nil) else { return [] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { directory.appendingPathComponent($0) }
        }()

        @Test("every kept fuzzer input decodes or fails with an error, at full size and as a thumbnail", arguments: inputs)
        func replay(input: URL) throws {
            let data = try Data(contentsOf: input)
            for options in [DecodingOptions(), DecodingOptions(maximumSize: ImageSize(width: 37, height: 23), alpha: .composite(onto: .white))] {
                do {
                    let image = try ImageDecoder().decode(data, options: options)
                    #expect(image.pixels.count == image.width * image.height * image.pixelFormat.bytesPerPixel)
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }
}
