import ImageCodec

/// Turns a sixel sequence back into pixels, so that tests can compare what an encoder wrote with
/// the picture it was given. Strict where an encoder could be wrong: any byte outside the sixel
/// alphabet, a colour value out of range, drawing with a register never defined, or a sequence
/// not properly opened and closed is an error, never a trap.
///
/// It reads `ESC P` (or C1 DCS) with parameters up to `q`; raster attributes `"Pan;Pad;Ph;Pv`
/// (the size; aspect ratio taken as 1:1); colour definitions `#n;1;h;l;s` (HLS, hue 0° blue
/// as on the VT340) and `#n;2;r;g;b` (percentages), which also select the register; `#n`;
/// sixel characters; `!count char` repeats; `$` and `-`; and `ESC \` (or C1 ST). The image is
/// the raster size, larger if pixels were drawn beyond it. With P2 = 1 the pixels nothing was
/// drawn on are transparent; otherwise they take register 0's colour (black if undefined), as
/// a VT340 paints its background. Drawn pixels are opaque.
enum SixelDecoder {
    /// Why a sequence could not be decoded; `offset` is where in the bytes.
    enum Failure: Error, Equatable {
        case missingIntroducer
        case unexpectedByte(UInt8, offset: Int)
        case numberTooLarge(offset: Int)
        case invalidColor(offset: Int)
        case undefinedColorRegister(Int, offset: Int)
        case imageTooLarge(offset: Int)
        case unterminated
        case bytesAfterTerminator(offset: Int)
        case nothingToShow
    }

    /// The largest width or height accepted, so that garbage cannot ask for gigabytes.
    static let maximumDimension = 10_000
    /// The colour registers a sequence may use (xterm has 1024).
    static let registerCount = 1024

    /// The RGBA picture that `bytes`, one complete sixel sequence, draws.
    static func decode(_ bytes: [UInt8]) throws(Failure) -> Image {
        var parser = Parser(bytes: bytes)
        return try parser.decode()
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var registers = [RGBColor?](repeating: nil, count: SixelDecoder.registerCount)
        var currentRegister = 0
        var canvas = Canvas()
        var x = 0
        var bandTop = 0

        mutating func decode() throws(Failure) -> Image {
            let parameters = try readIntroducer()
            let undrawnIsTransparent = parameters.count > 1 && parameters[1] == 1
            while let byte = peek() {
                switch byte {
                case 0x1B, 0x9C:
                    try readTerminator()
                    guard canvas.extent.width > 0, canvas.extent.height > 0 else { throw .nothingToShow }
                    let background = undrawnIsTransparent ? nil : registers[0] ?? .black
                    return canvas.image(background: background)
                case UInt8(ascii: "\""):
                    let start = position
                    position += 1
                    let raster = try readParameters()
                    if raster.count >= 4 {
                        try canvas.include(width: raster[2], height: raster[3], at: start)
                    }
                case UInt8(ascii: "#"):
                    try readColor()
                case UInt8(ascii: "!"):
                    position += 1
                    let count = max(1, try readNumber() ?? 1)
                    guard let sixel = peek(), Self.isSixel(sixel) else { throw unexpected() }
                    position += 1
                    try draw(sixel, count: count)
                case UInt8(ascii: "$"):
                    position += 1
                    x = 0
                case UInt8(ascii: "-"):
                    position += 1
                    x = 0
                    bandTop += 6
                case let sixel where Self.isSixel(sixel):
                    position += 1
                    try draw(sixel, count: 1)
                default:
                    throw unexpected()
                }
            }
            throw .unterminated
        }

        /// `ESC P` or DCS, numeric parameters, `q`; returns the parameters (empty ones as 0).
        private mutating func readIntroducer() throws(Failure) -> [Int] {
            if bytes.starts(with: [0x1B, UInt8(ascii: "P")]) {
                position = 2
            } else if bytes.first == 0x90 {
                position = 1
            } else {
                throw .missingIntroducer
            }
            let parameters = try readParameters()
            guard peek() == UInt8(ascii: "q") else { throw unexpected() }
            position += 1
            return parameters
        }

        /// `ESC \` or ST, which must end the bytes.
        private mutating func readTerminator() throws(Failure) {
            if peek() == 0x1B {
                position += 1
                guard let next = peek() else { throw .unterminated }
                guard next == UInt8(ascii: "\\") else { throw unexpected() }
            }
            position += 1
            guard position == bytes.count else { throw .bytesAfterTerminator(offset: position) }
        }

        /// `#n` selects a register; `#n;1;h;l;s` and `#n;2;r;g;b` also define it.
        private mutating func readColor() throws(Failure) {
            let start = position
            position += 1
            let parameters = try readParameters()
            guard let register = parameters.first, register < SixelDecoder.registerCount else { throw .invalidColor(offset: start) }
            currentRegister = register
            guard parameters.count > 1 else { return }
            guard parameters.count == 5 else { throw .invalidColor(offset: start) }
            let (first, second, third) = (parameters[2], parameters[3], parameters[4])
            switch parameters[1] {
            case 1 where first <= 360 && second <= 100 && third <= 100:
                registers[register] = Self.colorFromHLS(hue: first, lightness: second, saturation: third)
            case 2 where first <= 100 && second <= 100 && third <= 100:
                registers[register] = RGBColor(red: Self.byte(percent: first), green: Self.byte(percent: second), blue: Self.byte(percent: third))
            default:
                throw .invalidColor(offset: start)
            }
        }

        /// Draws the six-pixel column of `sixel` `count` times at the cursor, which moves on.
        private mutating func draw(_ sixel: UInt8, count: Int) throws(Failure) {
            guard let color = registers[currentRegister] else {
                throw .undefinedColorRegister(currentRegister, offset: position - 1)
            }
            let mask = sixel - 0x3F
            guard x <= SixelDecoder.maximumDimension - count else { throw .imageTooLarge(offset: position - 1) }
            if mask != 0 {
                let bottomRow = 7 - mask.leadingZeroBitCount
                try canvas.include(width: x + count, height: bandTop + bottomRow + 1, at: position - 1)
                for row in 0..<6 where mask & (1 << row) != 0 {
                    for column in x..<x + count {
                        canvas.set(x: column, y: bandTop + row, to: color)
                    }
                }
            }
            x += count
        }

        /// Semicolon-separated numbers up to the first other byte; empty ones count as 0.
        private mutating func readParameters() throws(Failure) -> [Int] {
            var parameters: [Int] = []
            repeat {
                if peek() == UInt8(ascii: ";") {
                    position += 1
                }
                parameters.append(try readNumber() ?? 0)
            } while peek() == UInt8(ascii: ";")
            return parameters
        }

        /// The decimal number at the cursor, if there is one.
        private mutating func readNumber() throws(Failure) -> Int? {
            let start = position
            var value = 0
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 1_000_000 else { throw .numberTooLarge(offset: start) }
                position += 1
            }
            return position > start ? value : nil
        }

        private func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        /// The failure for the byte at the cursor, which fits nowhere; running out is `unterminated`.
        private func unexpected() -> Failure {
            peek().map { .unexpectedByte($0, offset: position) } ?? .unterminated
        }

        private static func isSixel(_ byte: UInt8) -> Bool {
            (0x3F...0x7E).contains(byte)
        }

        private static func byte(percent: Int) -> UInt8 {
            UInt8((percent * 255 + 50) / 100)
        }

        /// DEC's HLS: the usual hue circle turned so that 0° is blue, 120° red, 240° green.
        private static func colorFromHLS(hue: Int, lightness: Int, saturation: Int) -> RGBColor {
            let hue = Double((hue + 240) % 360) / 60
            let lightness = Double(lightness) / 100
            let chroma = (1 - abs(2 * lightness - 1)) * Double(saturation) / 100
            let second = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
            let (red, green, blue): (Double, Double, Double) = switch Int(hue) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
            let base = lightness - chroma / 2
            func channel(_ value: Double) -> UInt8 { UInt8(((value + base) * 255).rounded()) }
            return RGBColor(red: channel(red), green: channel(green), blue: channel(blue))
        }
    }

    /// The pixels drawn so far, RGBA with alpha 0 where nothing was drawn; grows as drawing
    /// goes beyond it, doubling so that band-by-band growth stays cheap.
    private struct Canvas {
        private(set) var extent = ImageSize(width: 0, height: 0)
        private var storedWidth = 0
        private var storedHeight = 0
        private var pixels: [UInt8] = []

        /// Makes the picture at least `width` × `height`.
        mutating func include(width: Int, height: Int, at offset: Int) throws(Failure) {
            guard width <= SixelDecoder.maximumDimension, height <= SixelDecoder.maximumDimension else {
                throw .imageTooLarge(offset: offset)
            }
            extent = ImageSize(width: max(extent.width, width), height: max(extent.height, height))
            guard extent.width > storedWidth || extent.height > storedHeight else { return }
            let newWidth = max(extent.width, min(SixelDecoder.maximumDimension, storedWidth * 2))
            let newHeight = max(extent.height, min(SixelDecoder.maximumDimension, storedHeight * 2))
            var grown = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
            for y in 0..<storedHeight {
                grown[y * newWidth * 4..<(y * newWidth + storedWidth) * 4] = pixels[y * storedWidth * 4..<(y + 1) * storedWidth * 4]
            }
            (pixels, storedWidth, storedHeight) = (grown, newWidth, newHeight)
        }

        /// Paints the pixel, which must lie inside the extent.
        mutating func set(x: Int, y: Int, to color: RGBColor) {
            let offset = (y * storedWidth + x) * 4
            pixels[offset] = color.red
            pixels[offset + 1] = color.green
            pixels[offset + 2] = color.blue
            pixels[offset + 3] = 255
        }

        /// The extent's pixels, undrawn ones `background` (opaque) or transparent when nil.
        func image(background: RGBColor?) -> Image {
            var result = [UInt8](repeating: 0, count: extent.width * extent.height * 4)
            for y in 0..<extent.height {
                for x in 0..<extent.width {
                    let source = (y * storedWidth + x) * 4
                    let target = (y * extent.width + x) * 4
                    let color: (UInt8, UInt8, UInt8)
                    if pixels[source + 3] != 0 {
                        color = (pixels[source], pixels[source + 1], pixels[source + 2])
                    } else if let background {
                        color = (background.red, background.green, background.blue)
                    } else {
                        continue
                    }
                    result[target] = color.0
                    result[target + 1] = color.1
                    result[target + 2] = color.2
                    result[target + 3] = 255
                }
            }
            return Image(width: extent.width, height: extent.height, pixelFormat: .rgba, pixels: result)
        }
    }
}
