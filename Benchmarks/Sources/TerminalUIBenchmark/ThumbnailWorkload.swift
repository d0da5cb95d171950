// The thumbnail workload of the TerminalUI benchmark (issue 4): the time an ImageView takes to
// draw a 64×32-cell thumbnail of a 640×427 RGB image — scaling (area averaging), turning
// pixels into half-block cells, and drawing them. Decoding is excluded: the image is generated.
#if canImport(Glibc)
import Glibc
#endif
import ImageCodec
import TerminalUI

/// A deterministic 640×427-style test picture: diagonal colour ramps crossed by a checker of
/// 16-pixel squares and a little hashed noise, so that area averaging has real work to do.
func thumbnailSourceImage(width: Int, height: Int) -> Image {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
        for x in 0..<width {
            let checker = ((x / 16) + (y / 16)) % 2 == 0 ? 40 : 0
            let hash = (x &* 73_856_093 ^ y &* 19_349_663) & 15
            let index = (y * width + x) * 3
            pixels[index] = UInt8(truncatingIfNeeded: x * 255 / width + checker / 2 + hash)
            pixels[index + 1] = UInt8(truncatingIfNeeded: y * 200 / height + checker)
            pixels[index + 2] = UInt8(truncatingIfNeeded: 255 - (x + y) * 160 / (width + height) + hash)
        }
    }
    return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
}

/// The CPU time of the calling thread, in nanoseconds: unlike wall-clock time it leaves out
/// the moments other processes of a busy machine held the core.
private func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The median and fastest CPU time of one call of `body`, in µs rounded to 0.1: `rounds` rounds
/// of `callsPerRound` calls, after one warm-up round.
private func measure(rounds: Int, callsPerRound: Int, _ body: () -> Void) -> (median: Double, fastest: Double) {
    var perCall: [Double] = []
    for round in 0...rounds {
        let start = threadCPUNanoseconds()
        for _ in 0..<callsPerRound { body() }
        if round > 0 { perCall.append((threadCPUNanoseconds() - start) / Double(callsPerRound)) }
    }
    perCall.sort()
    return ((perCall[perCall.count / 2] / 100).rounded() / 10, (perCall[0] / 100).rounded() / 10)
}

/// Times drawing the thumbnail with the image set anew before each draw, so that the view
/// scales it every time, and then redrawing it from the view's cache of scaled cells (what
/// each frame of a screen of thumbnails costs); prints the median and fastest time per draw.
@MainActor
func runThumbnailWorkload(rounds: Int = 21, drawsPerRound: Int = 20) {
    let image = thumbnailSourceImage(width: 640, height: 427)
    let view = ImageView()
    let size = Size(width: 64, height: 32)
    var drawn = ScreenBuffer(size: .zero)
    let scaling = measure(rounds: rounds, callsPerRound: drawsPerRound) {
        view.image = image
        drawn = view.renderOffscreen(size: size)
    }
    let cached = measure(rounds: rounds, callsPerRound: drawsPerRound) {
        drawn = view.renderOffscreen(size: size)
    }
    let pixelCells = drawn.cells.count(where: { $0.grapheme == ImageRasterizer.upperHalfBlock })
    print("thumbnail 64x32 cells (\(pixelCells) of pixels) from 640x427 RGB: median \(scaling.median) µs, fastest \(scaling.fastest) µs")
    print("thumbnail redrawn from its cache: median \(cached.median) µs, fastest \(cached.fastest) µs")
}
