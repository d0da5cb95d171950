import Foundation
import ImageCodec
import Testing
@testable import TerminalUI
import TestSupport

@Suite("Graphics choices and picture layout")
struct GraphicsModelTests {
    @Suite("TerminalGraphics.select")
    struct Selection {
        static func probe(_ answers: String, passthrough: Bool = false) -> TerminalProbe {
            var probe = TerminalProbe(throughTmuxPassthrough: passthrough, asksCellSize: true)
            var decoder = InputDecoder()
            for case .reply(let reply) in decoder.decode(Array(answers.utf8)) { probe.receive(reply) }
            return probe
        }

        static let grid = Size(width: 100, height: 30)

        @Test("prefers kitty to sixel when a terminal has both, and sixel to iTerm2 images")
        func preferenceOrder() {
            let both = Self.probe("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
            #expect(TerminalGraphics.select(preference: .automatic, probe: both, environment: ["TERM_PROGRAM": "WezTerm"], kernelCellPixelSize: nil, grid: Self.grid).mode == .kitty)
            let sixel = Self.probe("\u{1B}[?62;4c")
            #expect(TerminalGraphics.select(preference: .automatic, probe: sixel, environment: ["TERM_PROGRAM": "WezTerm"], kernelCellPixelSize: nil, grid: Self.grid).mode == .sixel)
            #expect(TerminalGraphics.select(preference: .automatic, probe: Self.probe("\u{1B}[?62c"), environment: ["LC_TERMINAL": "iTerm2"], kernelCellPixelSize: nil, grid: Self.grid).mode == .iterm)
        }

        @Test("takes the cell size from the kernel, else CSI 16 t, else CSI 14 t over the grid, else the stated default")
        func cellSizeSources() {
            let answers = Self.probe("\u{1B}[6;20;9t\u{1B}[4;600;1000t\u{1B}[?62;4c")
            let kernel = TerminalGraphics.select(preference: .automatic, probe: answers, environment: [:], kernelCellPixelSize: ImageSize(width: 7, height: 14), grid: Self.grid)
            #expect(kernel.cellPixelSize == ImageSize(width: 7, height: 14))
            let reported = TerminalGraphics.select(preference: .automatic, probe: answers, environment: [:], kernelCellPixelSize: nil, grid: Self.grid)
            #expect(reported.cellPixelSize == ImageSize(width: 9, height: 20))
            let area = TerminalGraphics.select(preference: .automatic, probe: Self.probe("\u{1B}[4;600;1000t\u{1B}[?62;4c"), environment: [:], kernelCellPixelSize: nil, grid: Self.grid)
            #expect(area.cellPixelSize == ImageSize(width: 10, height: 20))
            #expect(!area.isCellPixelSizeAssumed)
            let nothing = TerminalGraphics.select(preference: .automatic, probe: Self.probe("\u{1B}[?62;4c"), environment: [:], kernelCellPixelSize: nil, grid: Self.grid)
            #expect(nothing.cellPixelSize == TerminalGraphics.assumedCellPixelSize)
            #expect(nothing.isCellPixelSizeAssumed)
            #expect(nothing.description == "sixel, cells assumed 10×20 pixels")
        }

        @Test("inside tmux, sixel and iTerm2 answers still give half blocks")
        func tmuxWithoutKitty() {
            let graphics = TerminalGraphics.select(
                preference: .automatic, probe: Self.probe("\u{1B}[?1;2c\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;4c", passthrough: true),
                environment: ["TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "iTerm.app"], kernelCellPixelSize: nil, grid: Self.grid)
            #expect(graphics == .halfBlocks)
        }

        @Test("kitty placeholders need kitty 0.28 or later, or Ghostty")
        func placeholderVersions() {
            func answers(_ version: String) -> TerminalAnswers {
                var answers = TerminalAnswers()
                answers.record(.kittyGraphics(imageID: TerminalProbe.queryImageID, message: "OK"))
                answers.record(.terminalVersion(version))
                return answers
            }
            #expect(!TerminalGraphics.showsUnicodePlaceholders(answers("kitty(0.26.5)")))
            #expect(TerminalGraphics.showsUnicodePlaceholders(answers("kitty(0.28.0)")))
            #expect(TerminalGraphics.showsUnicodePlaceholders(answers("kitty(1.2)")))
            #expect(TerminalGraphics.showsUnicodePlaceholders(answers("ghostty 1.1.3")))
            #expect(!TerminalGraphics.showsUnicodePlaceholders(answers("WezTerm 20240203")))
        }

        @Test("a fixed preference wins; kitty fixed inside tmux goes through it")
        func fixed() {
            let graphics = TerminalGraphics.select(preference: .fixed(.kitty), probe: nil, environment: ["TMUX": "x"], kernelCellPixelSize: nil, grid: Self.grid)
            #expect(graphics.mode == .kitty && graphics.isThroughTmux)
            #expect(TerminalGraphics.select(preference: .fixed(.iterm), probe: Self.probe("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62c"), environment: [:], kernelCellPixelSize: nil, grid: Self.grid).mode == .iterm)
        }
    }

    @Suite("GraphicsPreference")
    struct Preference {
        @Test("reads auto, kitty, sixel, iterm and blocks in any case, and nothing else")
        func spellings() {
            #expect(GraphicsPreference(argument: "auto") == .automatic)
            #expect(GraphicsPreference(argument: " Sixel ") == .fixed(.sixel))
            #expect(GraphicsPreference(argument: "iterm") == .fixed(.iterm))
            #expect(GraphicsPreference(argument: "pixels") == nil)
            #expect(GraphicsPreference(environment: ["TERMINALUI_GRAPHICS": "blocks"]) == .fixed(.blocks))
            #expect(GraphicsPreference(environment: ["TERMINALUI_GRAPHICS": "nonsense"]) == .automatic)
            #expect(GraphicsPreference.spellings == ["auto", "kitty", "sixel", "iterm", "blocks"])
        }
    }

    @Suite("PictureLayout")
    struct Layout {
        @Test("fits the image in the area's pixels, aspect ratio kept, in whole cells, centred to the pixel")
        func fitting() throws {
            let layout = try #require(PictureLayout(imageSize: ImageSize(width: 640, height: 427), area: Size(width: 12, height: 4), cellPixelSize: ImageSize(width: 9, height: 20), allowsUpscaling: true))
            #expect(layout.imagePixelSize == ImageSize(width: 108, height: 72))
            #expect(layout.cells == Size(width: 12, height: 4))
            #expect(layout.imageOffset == Point(x: 0, y: 4))
            let tall = try #require(PictureLayout(imageSize: ImageSize(width: 100, height: 400), area: Size(width: 12, height: 4), cellPixelSize: ImageSize(width: 9, height: 20), allowsUpscaling: true))
            #expect(tall.imagePixelSize == ImageSize(width: 20, height: 80))
            #expect(tall.cells == Size(width: 3, height: 4))
            #expect(tall.imageOffset == Point(x: 3, y: 0))
        }

        @Test("does not enlarge unless allowed, and has nothing to lay out in an empty area")
        func limits() throws {
            let small = try #require(PictureLayout(imageSize: ImageSize(width: 10, height: 10), area: Size(width: 12, height: 4), cellPixelSize: ImageSize(width: 9, height: 20), allowsUpscaling: false))
            #expect(small.imagePixelSize == ImageSize(width: 10, height: 10))
            #expect(small.cells == Size(width: 2, height: 1))
            #expect(PictureLayout(imageSize: ImageSize(width: 10, height: 10), area: .zero, cellPixelSize: ImageSize(width: 9, height: 20), allowsUpscaling: true) == nil)
        }
    }

    @Suite("PictureCache")
    @MainActor
    struct Cache {
        @Test("the same image at the same size is the same picture; another size or image is another")
        func identity() throws {
            let cache = PictureCache()
            let image = TestPictures.squares(width: 32, height: 32)
            let copy = Image(width: 32, height: 32, pixelFormat: .rgb, pixels: image.pixels)
            let cell = ImageSize(width: 8, height: 16)
            let first = try #require(cache.picture(for: image, fingerprint: ImageFingerprint(image), area: Size(width: 4, height: 2), cellPixelSize: cell, allowsUpscaling: true))
            let again = try #require(cache.picture(for: copy, fingerprint: ImageFingerprint(copy), area: Size(width: 4, height: 2), cellPixelSize: cell, allowsUpscaling: true))
            #expect(first === again)
            let larger = try #require(cache.picture(for: image, fingerprint: ImageFingerprint(image), area: Size(width: 8, height: 4), cellPixelSize: cell, allowsUpscaling: true))
            #expect(larger.id != first.id)
            let other = TestPictures.squares(width: 32, height: 32, seed: 99)
            #expect(cache.picture(for: other, fingerprint: ImageFingerprint(other), area: Size(width: 4, height: 2), cellPixelSize: cell, allowsUpscaling: true)?.id != first.id)
        }

        @Test("forgets the least recently used pictures beyond its capacity")
        func bounded() {
            let cell = ImageSize(width: 8, height: 16)
            let cache = PictureCache(capacity: 3 * 32 * 32 * 4)
            let images = (0..<5).map { TestPictures.squares(width: 32, height: 32, seed: UInt64($0)) }
            for image in images {
                _ = cache.picture(for: image, fingerprint: ImageFingerprint(image), area: Size(width: 4, height: 2), cellPixelSize: cell, allowsUpscaling: true)
            }
            #expect(cache.count == 3)
        }
    }

    @Suite("encodings")
    struct Encodings {
        @Test("base64 agrees with Foundation's for every length remainder")
        func base64() {
            var generator = SeededGenerator(seed: 3)
            for length in 0..<40 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                #expect(String(decoding: Base64.encode(bytes), as: UTF8.self) == Data(bytes).base64EncodedString())
            }
        }

        @Test("a picture is sent in chunks of at most 4096 base64 bytes, each wrapped for tmux on its own")
        @MainActor
        func chunks() throws {
            let image = TestPictures.squares(width: 200, height: 200)
            let picture = try #require(PictureCache().picture(
                for: image, fingerprint: ImageFingerprint(image), area: Size(width: 25, height: 13),
                cellPixelSize: ImageSize(width: 8, height: 16), allowsUpscaling: false))
            let direct = String(decoding: KittyGraphicsCommand.transmit(picture, throughTmux: false), as: UTF8.self)
            let commands = direct.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
            #expect(commands.count > 1)
            for command in commands {
                let payload = command.split(separator: ";", maxSplits: 1).last ?? ""
                #expect(payload.utf8.count <= 4096)
            }
            let wrapped = String(decoding: KittyGraphicsCommand.transmit(picture, throughTmux: true), as: UTF8.self)
            #expect(wrapped.components(separatedBy: "\u{1B}Ptmux;").count - 1 == commands.count)
        }
    }
}
