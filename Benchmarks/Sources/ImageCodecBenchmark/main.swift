// ImageCodecBenchmark: ImageCodec against libjpeg-turbo called directly from C, in the same run.
//
//   cd Benchmarks && swift run -c release ImageCodecBenchmark
//
// Every image is generated here (a deterministic photo-like pattern), so the run needs no files.
// Each case alternates ours and the C baseline in batches of about 10 ms of thread CPU time
// (40 rounds, or the number given as the first argument) and reports the fastest and the median.
import CJPEGBaseline
import Foundation
import ImageCodec

/// A photo-like image: smooth gradients, a few shapes and fine noise, so JPEG sizes and decode
/// costs resemble camera pictures rather than flat test cards.
func photoLikeImage(width: Int, height: Int) -> Image {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    var noise: UInt32 = 2_463_534_242
    for y in 0..<height {
        for x in 0..<width {
            noise ^= noise << 13
            noise ^= noise >> 17
            noise ^= noise << 5
            let u = Double(x) / Double(width), v = Double(y) / Double(height)
            let wave = sin(u * 23 + v * 7) * cos(v * 17 - u * 5)
            let grain = Double(noise % 7) - 3
            let index = (y * width + x) * 3
            pixels[index] = UInt8(clamping: Int(120 + 90 * u + 30 * wave + grain))
            pixels[index + 1] = UInt8(clamping: Int(100 + 80 * v - 25 * wave + grain))
            pixels[index + 2] = UInt8(clamping: Int(150 - 70 * u * v + 40 * wave + grain))
        }
    }
    return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
}

/// CPU time consumed by the calling thread, in ns. Wall-clock time on a shared machine mostly
/// measures the other processes; thread CPU time excludes the periods this thread was not running.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Calls `body` in batches of about 10 ms of CPU time and records the per-call time of each batch, in ns.
struct Sampler {
    let body: () -> Int
    var iterations = 1
    var samples: [Double] = []
    var checksum = 0

    init(_ body: @escaping () -> Int) {
        self.body = body
        while measure() < 10e6 {
            iterations *= 2
        }
        samples = []
    }

    /// Runs one batch and returns its total CPU time.
    @discardableResult
    mutating func measure() -> Double {
        let start = threadCPUTime()
        for _ in 0..<iterations {
            checksum &+= body()
        }
        let elapsed = threadCPUTime() - start
        samples.append(elapsed / Double(iterations))
        return elapsed
    }

    /// The fastest batch: on a shared machine, the one least disturbed by other processes.
    var best: Double { samples.min() ?? .nan }
    var median: Double { samples.sorted()[samples.count / 2] }
}

struct Case {
    let name: String
    let ours: () -> Int
    let baseline: () -> Int
}

let decoder = ImageDecoder()
let encoder = JPEGEncoder(quality: 85)
let photo = try encoder.encode(photoLikeImage(width: 640, height: 427))
let preview = try encoder.encode(photoLikeImage(width: 150, height: 100))
let large = photoLikeImage(width: 1280, height: 853)
let photoBytes = [UInt8](photo)
let scaled = photoLikeImage(width: 80, height: 54)
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 40
let previewBytes = [UInt8](preview)

func decodeBaseline(_ bytes: [UInt8], scale: UInt32, fit: ImageSize? = nil) -> Int {
    bytes.withUnsafeBufferPointer {
        Int(baseline_jpeg_decode($0.baseAddress, $0.count, scale, UInt32(fit?.width ?? 0), UInt32(fit?.height ?? 0)))
    }
}

let cases = [
    Case(
        name: "decode 640x427 JPEG",
        ours: { (try? decoder.decode(photo))?.pixels.count ?? -1 },
        baseline: { decodeBaseline(photoBytes, scale: 1) }
    ),
    Case(
        name: "decode 640x427 JPEG to 64x64 thumbnail",
        ours: { (try? decoder.decode(photo, options: DecodingOptions(maximumSize: ImageSize(width: 64, height: 64))))?.pixels.count ?? -1 },
        baseline: { decodeBaseline(photoBytes, scale: 8, fit: ImageSize(width: 64, height: 43)) }
    ),
    Case(
        name: "  (same, C side without the final downscale)",
        ours: { (try? decoder.decode(photo, options: DecodingOptions(maximumSize: ImageSize(width: 64, height: 64))))?.pixels.count ?? -1 },
        baseline: { decodeBaseline(photoBytes, scale: 8) }
    ),
    Case(
        name: "decode 150x100 preview JPEG",
        ours: { (try? decoder.decode(preview))?.pixels.count ?? -1 },
        baseline: { decodeBaseline(previewBytes, scale: 1) }
    ),
    Case(
        name: "encode 1280x853 JPEG (quality 85)",
        ours: { (try? encoder.encode(large))?.count ?? -1 },
        baseline: { large.pixels.withUnsafeBufferPointer { Int(baseline_jpeg_encode($0.baseAddress, 1280, 853, 85)) } }
    ),
]

print("JPEG sizes: 640x427 \(photo.count) B, 150x100 \(preview.count) B")
print("| case | ImageCodec | libjpeg-turbo from C | overhead (best) | overhead (median) |")
print("|---|---:|---:|---:|---:|")
var checksum = 0
for benchmark in cases {
    var ours = Sampler(benchmark.ours)
    var baseline = Sampler(benchmark.baseline)
    // Alternate short batches so that load from other processes hits both sides alike.
    for _ in 0..<rounds {
        ours.measure()
        baseline.measure()
    }
    checksum &+= ours.checksum &+ baseline.checksum
    print(String(
        format: "| %@ | %.1f µs | %.1f µs | %+.1f %% | %+.1f %% |", benchmark.name, ours.best / 1000, baseline.best / 1000,
        (ours.best / baseline.best - 1) * 100, (ours.median / baseline.median - 1) * 100
    ))
}
var resample = Sampler { scaled.resized(to: ImageSize(width: 64, height: 43)).pixels.count }
for _ in 0..<rounds { resample.measure() }
print(String(format: "Thumbnail's finishing area-average step alone (80x54 to 64x43): %.1f µs", resample.best / 1000))
print("(checksum \(checksum &+ resample.checksum))")
