/// Writes the bytes of a sixel sequence into room reserved beforehand by a
/// ``SixelOutputBuffer``: plain bytes, decimal numbers, and sixel characters gathered into runs
/// that are written as `!count char` where that is shorter. Lives only inside
/// ``SixelOutputBuffer/write(atMost:_:)``; writing more than was reserved is a programming error
/// (caught in debug builds).
struct SixelWriter {
    /// The sixel character that draws no pixel.
    static let emptySixel = UInt8(ascii: "?")

    /// The most bytes one run of at most `length` sixel characters takes: `!`, the count's
    /// digits and the character, or the characters themselves when there are 3 or fewer.
    static func largestRunSize(length: Int) -> Int {
        max(3, 2 + decimalDigitCount(length))
    }

    /// How many digits `number` (at least 0) has in decimal.
    static func decimalDigitCount(_ number: Int) -> Int {
        number < 10 ? 1 : 1 + decimalDigitCount(number / 10)
    }

    private let room: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0
    private var runCharacter: UInt8 = 0
    private var runLength = 0

    init(room: UnsafeMutableBufferPointer<UInt8>) {
        self.room = room
    }

    /// Appends a byte as it is. The pending run must have been ended.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `number` (at least 0). The pending run must have been ended.
    mutating func append(decimal number: Int) {
        let digitCount = Self.decimalDigitCount(number)
        var rest = number
        for position in stride(from: count + digitCount - 1, through: count, by: -1) {
            room[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digitCount
    }

    /// Appends `count` copies of the sixel character for the six-pixel `mask` (bit 0 the top
    /// pixel), joining them to the pending run when it is the same character.
    @inline(__always)
    mutating func appendSixels(mask: UInt8, count: Int) {
        let character = Self.emptySixel + mask
        if character != runCharacter {
            endRun()
            runCharacter = character
        }
        runLength += count
    }

    /// Writes out the pending run: `!count char` when that is shorter than the characters.
    mutating func endRun() {
        guard runLength > 0 else { return }
        // "!" plus the count's digits plus the character beats repeating from 4 characters on.
        if runLength > 3 {
            append(UInt8(ascii: "!"))
            append(decimal: runLength)
            append(runCharacter)
        } else {
            for _ in 0..<runLength {
                append(runCharacter)
            }
        }
        runLength = 0
    }
}
