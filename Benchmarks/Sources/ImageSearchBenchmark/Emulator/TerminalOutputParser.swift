/// Splits what a program writes to its terminal into text and control functions, the way a
/// terminal's input state machine does (ECMA-48: C0 controls, ESC sequences, CSI sequences,
/// and OSC/DCS/APC strings, which are skipped).
///
/// Tolerant: a sequence split across writes continues with the next `parse`, invalid UTF-8
/// becomes U+FFFD, and an overlong sequence or string is dropped without growing memory. A
/// value type with no I/O.
struct TerminalOutputParser {
    /// One thing the program asked the terminal to do.
    enum Action: Equatable {
        /// Show `scalar` at the cursor.
        case print(Unicode.Scalar)
        /// A C0 control character (CR, LF, BS, HT…).
        case control(UInt8)
        /// `ESC [ …`: `parameters` as written (digits, `;`, `:`), the private marker (`?`, `<`,
        /// `=`, `>`) if any, intermediates and the final byte.
        case controlSequence(ControlSequence)
        /// `ESC` followed by `final` (with intermediates such as `(` of a charset choice).
        case escape(intermediates: [UInt8], final: UInt8)
    }

    private enum State {
        case ground
        case escape
        case escapeIntermediate
        case controlSequence
        /// Inside an OSC, DCS, SOS, PM or APC string, skipped up to BEL or ST.
        case string
        /// An ESC inside such a string: `\` ends it (ST).
        case stringEscape
    }

    /// The longest control sequence kept; longer ones are dropped whole.
    private static let longestSequence = 256

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var intermediates: [UInt8] = []
    private var utf8 = UTF8Accumulator()

    /// The actions `bytes` complete, in order.
    mutating func parse(_ bytes: some Sequence<UInt8>) -> [Action] {
        var actions: [Action] = []
        for byte in bytes { consume(byte, into: &actions) }
        return actions
    }

    private mutating func consume(_ byte: UInt8, into actions: inout [Action]) {
        // CAN and SUB cancel any sequence; ESC starts a new one (except inside a string).
        switch (state, byte) {
        case (.string, 0x1B):
            state = .stringEscape
            return
        case (.string, 0x07):
            state = .ground
            return
        case (.string, _):
            return
        case (.stringEscape, _):
            state = byte == UInt8(ascii: "\\") ? .ground : .string
            return
        case (_, 0x18), (_, 0x1A):
            flushUTF8(into: &actions)
            state = .ground
            return
        case (_, 0x1B):
            flushUTF8(into: &actions)
            state = .escape
            intermediates.removeAll()
            return
        default:
            break
        }
        switch state {
        case .ground:
            ground(byte, into: &actions)
        case .escape, .escapeIntermediate:
            escape(byte, into: &actions)
        case .controlSequence:
            controlSequence(byte, into: &actions)
        case .string, .stringEscape:
            break
        }
    }

    private mutating func ground(_ byte: UInt8, into actions: inout [Action]) {
        if byte < 0x20 {
            flushUTF8(into: &actions)
            actions.append(.control(byte))
        } else if byte == 0x7F {
            flushUTF8(into: &actions)
        } else {
            for scalar in utf8.add(byte) { actions.append(.print(scalar)) }
        }
    }

    private mutating func escape(_ byte: UInt8, into actions: inout [Action]) {
        switch byte {
        case UInt8(ascii: "[") where state == .escape:
            state = .controlSequence
            sequence.removeAll()
        case UInt8(ascii: "]") where state == .escape, UInt8(ascii: "P") where state == .escape,
             UInt8(ascii: "X") where state == .escape, UInt8(ascii: "^") where state == .escape,
             UInt8(ascii: "_") where state == .escape:
            state = .string
        case 0x20...0x2F:
            state = .escapeIntermediate
            if intermediates.count < Self.longestSequence { intermediates.append(byte) }
        case 0x30...0x7E:
            state = .ground
            actions.append(.escape(intermediates: intermediates, final: byte))
        case 0x00..<0x20:
            // C0 controls act even inside a sequence.
            actions.append(.control(byte))
        default:
            state = .ground
        }
    }

    private mutating func controlSequence(_ byte: UInt8, into actions: inout [Action]) {
        switch byte {
        case 0x40...0x7E:
            state = .ground
            if sequence.count <= Self.longestSequence {
                actions.append(.controlSequence(ControlSequence(bytes: sequence, final: byte)))
            }
        case 0x20...0x3F:
            if sequence.count <= Self.longestSequence { sequence.append(byte) }
        case 0x00..<0x20:
            actions.append(.control(byte))
        default:
            state = .ground
        }
    }

    private mutating func flushUTF8(into actions: inout [Action]) {
        if let scalar = utf8.flush() { actions.append(.print(scalar)) }
    }
}
