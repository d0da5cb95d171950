/// Finds the colour a limited terminal palette shows closest to a 24-bit colour, and the
/// brightness of a colour. Pure functions; usable from any thread.
///
/// Distances are squared differences of the channels, weighted 2:4:3 (red, green, blue) to
/// follow the eye's sensitivity more closely than plain RGB distance, at no cost.
public enum PaletteMatcher {
    /// The levels of each channel in the 6×6×6 colour cube of the 256-colour palette
    /// (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colours xterm gives the 16 ANSI entries, in palette order.
    static let ansiColors: [(red: Int, green: Int, blue: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The entry of the 256-colour palette nearest to the colour: one of the 6×6×6 cube
    /// (16–231) or of the 24 greys (232–255). The first 16 entries are left out because
    /// terminals give them colours of their own.
    public static func nearestPalette256Index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let (cubeR, cubeG, cubeB) = (nearestCubeStep(r), nearestCubeStep(g), nearestCubeStep(b))
        let cubeDistance = distance(r, g, b, cubeLevels[cubeR], cubeLevels[cubeG], cubeLevels[cubeB])
        let greyStep = min(23, max(0, ((r + g + b) / 3 - 3) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = distance(r, g, b, grey, grey, grey)
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : 16 + 36 * cubeR + 6 * cubeG + cubeB)
    }

    /// The ANSI colour (0–15) nearest to the colour, as xterm shows them.
    public static func nearestANSIIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        var best = 0
        var bestDistance = Int.max
        for (index, color) in ansiColors.enumerated() {
            let candidate = distance(r, g, b, color.red, color.green, color.blue)
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return UInt8(best)
    }

    /// The brightness of the colour, 0 (black) to 255 (white), by the Rec. 709 luma weights.
    public static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        (2126 * Int(red) + 7152 * Int(green) + 722 * Int(blue) + 5000) / 10000
    }

    private static func nearestCubeStep(_ value: Int) -> Int {
        var best = 0
        for step in cubeLevels.indices where abs(cubeLevels[step] - value) < abs(cubeLevels[best] - value) {
            best = step
        }
        return best
    }

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        2 * (r1 - r2) * (r1 - r2) + 4 * (g1 - g2) * (g1 - g2) + 3 * (b1 - b2) * (b1 - b2)
    }
}
