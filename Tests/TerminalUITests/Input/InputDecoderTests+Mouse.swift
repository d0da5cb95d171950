import Testing
@testable import TerminalUI

extension InputDecoderTests {
    @Suite("mouse reports")
    struct Mouse {
        static func mouse(_ kind: MouseEvent.Kind, _ button: MouseButton?, x: Int, y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
            .mouse(MouseEvent(kind, button: button, at: Point(x: x, y: y), modifiers: modifiers))
        }

        @Test("decodes presses and releases of each button at the zero-based cell, M pressing and m releasing")
        func pressAndRelease() {
            #expect(decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<1;1;1M\u{1B}[<2;200;60m", mouse: true) == [
                Self.mouse(.press, .left, x: 9, y: 4), Self.mouse(.release, .left, x: 9, y: 4),
                Self.mouse(.press, .middle, x: 0, y: 0), Self.mouse(.release, .right, x: 199, y: 59),
            ])
        }

        @Test("decodes the wheel's four directions as notches, and the other buttons by number")
        func wheelAndExtraButtons() {
            #expect(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M\u{1B}[<66;3;4M\u{1B}[<67;3;4M\u{1B}[<128;1;1M\u{1B}[<129;1;1m", mouse: true) == [
                Self.mouse(.wheel, .wheelUp, x: 2, y: 3), Self.mouse(.wheel, .wheelDown, x: 2, y: 3),
                Self.mouse(.wheel, .wheelLeft, x: 2, y: 3), Self.mouse(.wheel, .wheelRight, x: 2, y: 3),
                Self.mouse(.press, .extra(8), x: 0, y: 0), Self.mouse(.release, .extra(9), x: 0, y: 0),
            ])
        }

        @Test("decodes drags with the button held, and moves with none")
        func dragAndMove() {
            #expect(decode("\u{1B}[<32;5;6M\u{1B}[<34;7;6M\u{1B}[<35;8;6M", mouse: true) == [
                Self.mouse(.drag, .left, x: 4, y: 5), Self.mouse(.drag, .right, x: 6, y: 5), Self.mouse(.move, nil, x: 7, y: 5),
            ])
        }

        @Test("decodes Shift, Alt and Ctrl held with a press, a drag or a notch")
        func modifiers() {
            #expect(decode("\u{1B}[<4;1;1M\u{1B}[<8;1;1M\u{1B}[<16;1;1M\u{1B}[<60;2;2M\u{1B}[<81;3;3M", mouse: true) == [
                Self.mouse(.press, .left, x: 0, y: 0, .shift), Self.mouse(.press, .left, x: 0, y: 0, .alt),
                Self.mouse(.press, .left, x: 0, y: 0, .control), Self.mouse(.drag, .left, x: 1, y: 1, [.shift, .alt, .control]),
                Self.mouse(.wheel, .wheelDown, x: 2, y: 2, .control),
            ])
        }

        @Test("tells how far a notch scrolls: up -1, down 1, anything else 0")
        func verticalScroll() {
            let scrolls = [MouseButton.wheelUp, .wheelDown, .wheelLeft, .left].map { MouseEvent(.wheel, button: $0, at: .zero).verticalScroll }
            #expect(scrolls == [-1, 1, 0, 0])
            #expect(MouseEvent(.press, button: .wheelDown, at: .zero).verticalScroll == 0)
        }

        @Test("decodes a report split across reads, byte by byte, keeping the keys around it")
        func splitReads() {
            let bytes = Array("a\u{1B}[<0;12;34Mb\u{1B}[<0;12;34m".utf8)
            #expect(decodeBytewise(bytes, mouse: true) == [
                character("a"), Self.mouse(.press, .left, x: 11, y: 33), character("b"), Self.mouse(.release, .left, x: 11, y: 33),
            ])
            var decoder = InputDecoder(reportsMouse: true)
            #expect(decoder.decode(Array("\u{1B}[<65;4".utf8)).isEmpty)
            #expect(decoder.isWaitingForSequence)
            #expect(decoder.decode(Array(";2M".utf8)) == [Self.mouse(.wheel, .wheelDown, x: 3, y: 1)])
        }

        @Test("drops every report when the mouse is off, and malformed ones when it is on")
        func dropped() {
            #expect(decode("\u{1B}[<0;3;3M\u{1B}[<64;10;5M\u{1B}[<0;3;3ma") == [character("a")])
            let malformed = "\u{1B}[<0;3M\u{1B}[<0;1;2;3M\u{1B}[<192;1;1M\u{1B}[<3;1;1M\u{1B}[<64;1;1m\u{1B}[<0;1;1Xz"
            #expect(decode(malformed, mouse: true) == [character("z")])
        }
    }
}
