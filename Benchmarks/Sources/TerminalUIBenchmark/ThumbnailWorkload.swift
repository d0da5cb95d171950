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

/// Draws the thumbnail `rounds` × `drawsPerRound` times, the image set anew before each draw so
/// that the view's cache of scaled cells never helps, and prints the median and fastest time
/// per thumbnail (thread CPU time, after one warm-up round).
@MainActor
func runThumbnailWorkload(rounds: Int = 21, drawsPerRound: Int = 20) {
    let image = thumbnailSourceImage(width: 640, height: 427)
    let view = ImageView()
    let size = Size(width: 64, height: 32)
    var drawnCells = 0
    var perThumbnail: [Double] = []
    for round in 0...rounds {
        let start = threadCPUNanoseconds()
        for _ in 0..<drawsPerRound {
            view.image = image
            drawnCells += view.renderOffscreen(size: size).cells.count(where: { $0.grapheme == "▀" })
        }
        if round > 0 { perThumbnail.append((threadCPUNanoseconds() - start) / Double(drawsPerRound)) }
    }
    perThumbnail.sort()
    let median = (perThumbnail[perThumbnail.count / 2] / 100).rounded() / 10
    let fastest = (perThumbnail[0] / 100).rounded() / 10
    let cellsPerThumbnail = drawnCells / ((rounds + 1) * drawsPerRound)
    print("thumbnail 64x32 cells from 640x427 RGB: median \(median) µs, fastest \(fastest) µs (\(rounds) rounds of \(drawsPerRound), \(cellsPerThumbnail) cells)")
}
