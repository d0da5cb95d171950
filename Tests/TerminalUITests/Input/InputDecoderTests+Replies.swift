import ImageCodec
import Testing
@testable import TerminalUI

extension InputDecoderTests {
    @Suite("answers from the terminal")
    struct Replies {
        /// What kitty 0.26 answered to the start-up probe, in one read.
        static let kittyAnswers = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[4;600;792t\u{1B}[?62;c"
        static let kittyReplies: [InputEvent] = [
            .reply(.kittyGraphics(imageID: 31, message: "OK")),
            .reply(.terminalVersion("kitty(0.26.5)")),
            .reply(.cellPixelSize(ImageSize(width: 9, height: 20))),
            .reply(.textAreaPixelSize(ImageSize(width: 792, height: 600))),
            .reply(.deviceAttributes([62, 0])),
        ]

        @Test("become replies, in the order they came, and never keys")
        func kittyProbe() {
            #expect(decode(Self.kittyAnswers) == Self.kittyReplies)
        }

        @Test("are recognised when every byte arrives in a read of its own")
        func bytewise() {
            #expect(decodeBytewise(Array(Self.kittyAnswers.utf8)) == Self.kittyReplies)
        }

        @Test("keep the keys typed around them, in order")
        func mixedWithKeys() {
            #expect(decode("a\u{1B}P>|XTerm(379)\u{1B}\\b\u{1B}[?63;1;2;4c\u{1B}[A") == [
                character("a"), .reply(.terminalVersion("XTerm(379)")), character("b"),
                .reply(.deviceAttributes([63, 1, 2, 4])), key(.up),
            ])
        }

        @Test("carry a kitty error message and the image it is about")
        func kittyError() {
            #expect(decode("\u{1B}_Gi=7,p=2;ENOENT:no such image\u{1B}\\") == [.reply(.kittyGraphics(imageID: 7, message: "ENOENT:no such image"))])
        }

        @Test("keep only printable text from the terminal")
        func sanitisedText() {
            #expect(decode("\u{1B}P>|evil\u{7F}\u{9B}31m(1)\u{1B}\\") == [.reply(.terminalVersion("evil31m(1)"))])
        }

        @Test("the background colour (OSC 11), ended by ST or BEL, in any of X11's forms; garbage is dropped")
        func backgroundColor() {
            #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\a\u{1B}]11;rgb:1e1e/2020/2a2a\u{7}\u{1B}]11;#fdf6e3\u{1B}\\") == [
                .reply(.backgroundColor(.white)), character("a"),
                .reply(.backgroundColor(RGBColor(red: 0x1E, green: 0x20, blue: 0x2A))),
                .reply(.backgroundColor(RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3))),
            ])
            #expect(decode("\u{1B}]11;rgb:zz/00/00\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}]11;\u{9B}31m\u{7}b") == [character("b")])
        }

        @Test("other control strings are read to their end and dropped")
        func otherStringsDropped() {
            #expect(decode("\u{1B}]10;rgb:0000/0000/0000\u{7}x\u{1B}]10;?\u{1B}\\y\u{1B}P1$r0m\u{1B}\\z\u{1B}_Xignored\u{1B}\\") == [
                character("x"), character("y"), character("z"),
            ])
        }

        @Test("window reports other than cell and text-area sizes are dropped")
        func otherWindowReports() {
            #expect(decode("\u{1B}[8;24;80t\u{1B}[6;0;9ta") == [character("a")])
        }

        @Test("a control string broken by another sequence is dropped and the sequence decoded")
        func brokenString() {
            #expect(decode("\u{1B}P>|xterm\u{1B}[Bq") == [key(.down), character("q")])
        }

        @Test("garbage without an end is dropped once it passes the length limit")
        func endlessString() {
            var decoder = InputDecoder()
            let garbage = "\u{1B}_G" + String(repeating: "A", count: InputDecoder.longestControlString + 10)
            #expect(decoder.decode(Array(garbage.utf8)).isEmpty)
            #expect(decoder.decode(Array("q".utf8)) == [character("q")])
        }

        @Test("a reply cut short asks for the longer wait; ESC and P alone stay Alt-P")
        func waitingForTheRest() {
            var decoder = InputDecoder()
            #expect(decoder.decode(Array("\u{1B}_Gi=31".utf8)).isEmpty)
            #expect(decoder.isWaitingForSequence)
            #expect(decoder.decode(Array(";OK\u{1B}\\".utf8)) == [.reply(.kittyGraphics(imageID: 31, message: "OK"))])
            #expect(!decoder.isWaitingForEscape)

            #expect(decoder.decode(Array("\u{1B}P".utf8)).isEmpty)
            #expect(decoder.isWaitingForEscape)
            #expect(!decoder.isWaitingForSequence)
            #expect(decoder.flushPendingEscape() == [character("P", .alt)])
        }

        @Test("a reply cut short and flushed after the longer wait is dropped, not typed")
        func flushedReply() {
            var decoder = InputDecoder()
            #expect(decoder.decode(Array("\u{1B}[?62;".utf8)).isEmpty)
            #expect(decoder.isWaitingForSequence)
            #expect(decoder.flushPendingEscape().isEmpty)
            #expect(decoder.decode(Array("x".utf8)) == [character("x")])
        }
    }
}
