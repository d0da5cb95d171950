import ImageCodec
import Testing
@testable import TerminalUI

@Suite("Graphics detection")
struct GraphicsDetectionTests {
    typealias Write = ScriptedTerminal.Write

    /// What the terminals answer to the whole probe (kitty query, XTVERSION, CSI 16 t,
    /// CSI 14 t, OSC 11, DA1), as recorded from real terminals (kitty and xterm with their
    /// default colours: white on black, black on white).
    enum Answers {
        static let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[4;600;792t\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c"
        static let xtermVT340 = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
        static let foot = "\u{1B}P>|foot(1.13.1)\u{1B}\\\u{1B}[6;18;8t\u{1B}[?62;4;22c"
        static let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
        static let onlyDeviceAttributes = "\u{1B}[?1;2c"
    }

    /// Runs the detection against a terminal playing `script`.
    static func detect(
        _ script: [Write],
        preference: GraphicsPreference = .automatic,
        environment: [String: String] = [:],
        kernelCellPixelSize: ImageSize? = nil,
        passthrough: Bool = false,
        timeoutMilliseconds: Int = TerminalProbe.timeoutMilliseconds
    ) throws -> (detection: GraphicsDetection, query: [UInt8]) {
        let terminal = try ScriptedTerminal(script: script)
        var decoder = InputDecoder()
        let detection = GraphicsDetection(
            input: terminal.programSide, output: terminal.programSide, preference: preference, environment: environment,
            kernelCellPixelSize: kernelCellPixelSize, grid: Size(width: 88, height: 30), passthrough: passthrough,
            decoder: &decoder, timeoutMilliseconds: timeoutMilliseconds
        )
        return (detection, terminal.query)
    }

    @Suite("against scripted terminals")
    struct Terminals {
        @Test("kitty answers the graphics query: kitty graphics, cell size from its answer")
        func kitty() throws {
            let (detection, _) = try detect([Write(Answers.kitty)])
            #expect(detection.graphics == TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20)))
            #expect(detection.probe.isComplete == true)
            #expect(detection.probe.answers.version == "kitty(0.26.5)")
            #expect(TerminalBackground(color: detection.probe.backgroundColor) == TerminalBackground(color: .black))
        }

        @Test("xterm started with -ti vt340 lists sixel: sixel, cell size from the kernel")
        func xtermVT340() throws {
            let (detection, _) = try detect([Write(Answers.xtermVT340)], kernelCellPixelSize: ImageSize(width: 6, height: 13))
            #expect(detection.graphics == TerminalGraphics(mode: .sixel, cellPixelSize: ImageSize(width: 6, height: 13)))
            #expect(TerminalBackground(color: detection.probe.backgroundColor).palette == .light)
        }

        @Test("foot lists sixel")
        func foot() throws {
            let (detection, _) = try detect([Write(Answers.foot)])
            #expect(detection.graphics == TerminalGraphics(mode: .sixel, cellPixelSize: ImageSize(width: 8, height: 18)))
        }

        @Test("tmux 3.3 without passthrough: half blocks")
        func tmuxWithoutPassthrough() throws {
            let (detection, _) = try detect([Write(Answers.tmux)], environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
            #expect(detection.graphics.mode == .blocks)
            #expect(detection.probe.isComplete == true)
            #expect(detection.probe.backgroundColor == nil, "tmux 3.3 does not answer OSC 11: the dark defaults stay")
        }

        @Test("tmux with passthrough to kitty 0.35: kitty placeholders through tmux; to kitty 0.26: half blocks")
        func tmuxWithPassthrough() throws {
            let outer35 = Answers.kitty.replacingOccurrences(of: "0.26.5", with: "0.35.2")
            let (recent, query) = try detect([Write(Answers.tmux), Write(outer35, afterMilliseconds: 5)], environment: ["TMUX": "/tmp/t,1,0"], passthrough: true)
            #expect(recent.graphics == TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20), isThroughTmux: true))
            #expect(recent.probe.isComplete == true)
            #expect(String(decoding: query, as: UTF8.self).contains("\u{1B}Ptmux;\u{1B}\u{1B}_G"))

            #expect(recent.probe.backgroundColor == .black, "the outer terminal's background, asked through tmux")

            let (old, _) = try detect([Write(Answers.tmux), Write(Answers.kitty, afterMilliseconds: 5)], environment: ["TMUX": "/tmp/t,1,0"], passthrough: true)
            #expect(old.graphics.mode == .blocks)
        }

        @Test("tmux says passthrough is allowed only after the probe: the outer terminal is asked then, once, and its answers bring kitty through tmux")
        func tmuxPassthroughAllowedLate() throws {
            var (detection, query) = try detect([Write(Answers.tmux)], environment: ["TMUX": "/tmp/t,1,0"])
            #expect(detection.graphics.mode == .blocks && detection.probe.isComplete)
            #expect(!String(decoding: query, as: UTF8.self).contains("\u{1B}Ptmux;"))

            let late = detection.askThroughTmuxPassthrough()
            #expect(String(decoding: late, as: UTF8.self).hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_G"), "the same questions, wrapped for tmux")
            #expect(detection.askThroughTmuxPassthrough().isEmpty, "asked once")
            #expect(!detection.probe.isComplete, "the outer terminal's answers are awaited")

            var decoder = InputDecoder()
            var changes: [TerminalGraphics] = []
            let outer35 = Answers.kitty.replacingOccurrences(of: "0.26.5", with: "0.35.2")
            for case .reply(let reply) in decoder.decode(Array(outer35.utf8)) {
                if let graphics = detection.receiveLateAnswer(reply, kernelCellPixelSize: nil, grid: Size(width: 88, height: 30)) {
                    changes.append(graphics)
                }
            }
            #expect(changes.last == TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20), isThroughTmux: true))
            #expect(detection.probe.isComplete && detection.probe.outerAnswers?.version == "kitty(0.35.2)")
        }

        @Test("a terminal answering only the device attributes: half blocks, without waiting for the timeout")
        func onlyDeviceAttributes() throws {
            let (detection, _) = try detect([Write(Answers.onlyDeviceAttributes)], timeoutMilliseconds: 60_000)
            #expect(detection.graphics == .halfBlocks)
            #expect(detection.probe.isComplete == true)
        }

        @Test("a terminal answering nothing: half blocks after the timeout")
        func silentTerminal() throws {
            let (detection, query) = try detect([], timeoutMilliseconds: 50)
            #expect(detection.graphics == .halfBlocks)
            #expect(detection.probe.isComplete == false)
            #expect(detection.probe.backgroundColor == nil)
            #expect(!query.isEmpty)
        }

        @Test("a terminal slower than the wait: half blocks first, then kitty graphics when its answers come")
        func lateAnswers() throws {
            var (detection, _) = try detect([], timeoutMilliseconds: 30)
            #expect(detection.graphics == .halfBlocks)
            var decoder = InputDecoder()
            var changes: [TerminalGraphics] = []
            for case .reply(let reply) in decoder.decode(Array(Answers.kitty.utf8)) {
                if let graphics = detection.receiveLateAnswer(reply, kernelCellPixelSize: nil, grid: Size(width: 88, height: 30)) {
                    changes.append(graphics)
                }
            }
            #expect(changes.first?.mode == .kitty)
            #expect(changes.last == TerminalGraphics(mode: .kitty, cellPixelSize: ImageSize(width: 9, height: 20)))
            #expect(detection.probe.isComplete == true)
            #expect(detection.receiveLateAnswer(.deviceAttributes([62, 4]), kernelCellPixelSize: nil, grid: Size(width: 88, height: 30)) == nil)
        }

        @Test("iTerm2 images from TERM_PROGRAM when nothing better is answered")
        func iTermFromEnvironment() throws {
            let (detection, _) = try detect([Write("\u{1B}[?62;22c")], environment: ["TERM_PROGRAM": "iTerm.app"])
            #expect(detection.graphics.mode == .iterm)
        }

        @Test("environment hints alone never mean kitty: an xterm started from kitty")
        func kittyHintIgnored() throws {
            let (detection, _) = try detect([Write("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;6c")], environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"])
            #expect(detection.graphics.mode == .blocks)
        }
    }

    @Suite("reading the answers")
    struct Reading {
        @Test("answers split across many reads are put together")
        func splitAnswers() throws {
            let bytes = Array(Answers.kitty.utf8)
            let script = stride(from: 0, to: bytes.count, by: 7).map { start in
                Write(String(decoding: bytes[start..<min(start + 7, bytes.count)], as: UTF8.self), afterMilliseconds: 2)
            }
            let (detection, _) = try detect(script)
            #expect(detection.graphics.mode == .kitty)
            #expect(detection.typedEvents.isEmpty)
        }

        @Test("keys typed among the answers are kept, in order, and no answer becomes a key")
        func keysAmongAnswers() throws {
            let (detection, _) = try detect([Write("j"), Write("\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}P>|kitty(0.26.5)\u{1B}\\", afterMilliseconds: 3), Write("q\u{1B}[?62;c")])
            #expect(detection.graphics.mode == .kitty)
            let typed: [Character] = ["j", "k", "q"]
            #expect(detection.typedEvents == typed.map { .key(KeyEvent(.character($0))) })
        }

        @Test("asks the kitty query, XTVERSION, the cell size and the background colour, with the device attributes last")
        func query() throws {
            let (_, query) = try detect([Write(Answers.onlyDeviceAttributes)])
            let text = String(decoding: query, as: UTF8.self)
            #expect(text.hasPrefix("\u{1B}_Ga=q,i=31,s=1,v=1,t=d,f=24;AAAA\u{1B}\\"))
            #expect(text.contains("\u{1B}[>0q"))
            #expect(text.contains("\u{1B}[16t") && text.contains("\u{1B}[14t"))
            #expect(text.hasSuffix("\u{1B}]11;?\u{1B}\\\u{1B}[c"))
        }

        @Test("does not ask for the cell size when the kernel knows it")
        func noCellSizeQuestion() throws {
            let (_, query) = try detect([Write(Answers.onlyDeviceAttributes)], kernelCellPixelSize: ImageSize(width: 8, height: 16))
            #expect(!String(decoding: query, as: UTF8.self).contains("16t"))
        }

        @Test("a fixed preference is obeyed; blocks asks only XTVERSION and the background colour, then the device attributes")
        func fixedPreference() throws {
            let (sixel, _) = try detect([Write(Answers.kitty)], preference: .fixed(.sixel))
            #expect(sixel.graphics.mode == .sixel)
            let (blocks, query) = try detect([Write(Answers.xtermVT340)], preference: .fixed(.blocks), timeoutMilliseconds: 60_000)
            #expect(blocks.graphics == .halfBlocks)
            #expect(blocks.probe.backgroundColor == .white)
            #expect(String(decoding: query, as: UTF8.self) == "\u{1B}[>0q\u{1B}]11;?\u{1B}\\\u{1B}[c")
        }
    }
}
